import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, persistReducer, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '../api/api';
import { type PreferencesState, preferencesSlice } from '../preferences/slice';
import { credentialsSlice, loggedOut, type SessionState, sessionSlice } from './session';
import { localStorageEngine } from './storage';

/** localStorage keys. Only these two slices are ever written; `credentials` (the token) never is. */
export const SESSION_STORAGE_KEY = 'portal:session';
export const PREFERENCES_STORAGE_KEY = 'portal:preferences';

const rootReducer = combineReducers({
  session: persistReducer(
    { key: SESSION_STORAGE_KEY, keyPrefix: '', storage: localStorageEngine, version: 1 },
    sessionSlice.reducer,
  ),
  preferences: persistReducer(
    { key: PREFERENCES_STORAGE_KEY, keyPrefix: '', storage: localStorageEngine, version: 1 },
    preferencesSlice.reducer,
  ),
  credentials: credentialsSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What tests and stories may preload: plain slice states, without redux-persist bookkeeping. */
export interface PreloadedState {
  session?: SessionState;
  preferences?: PreferencesState;
  credentials?: RootState['credentials'];
}

export function makeStore(preloadedState?: PreloadedState) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
  // Logging out also forgets every cached answer of the previous user.
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
