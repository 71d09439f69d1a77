import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

export interface PreferencesState {
  language: Language;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { language: DEFAULT_LANGUAGE } as PreferencesState,
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
});

export const { languageChosen } = preferencesSlice.actions;
export const selectLanguage = (state: { preferences: PreferencesState }) => state.preferences.language;
