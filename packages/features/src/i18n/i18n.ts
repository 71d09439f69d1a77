import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import './i18next-types';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from './languages';
import { en } from './locales/en';

/** The app's i18next instance: English bundled and ready synchronously; Arabic fetched on demand. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'ar'],
  resources: { en: { translation: en } },
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Each bundle but English is its own chunk. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Record<string, string>>> = {
  ar: () => import('./locales/ar').then((m) => m.ar),
};

export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

/** Loads the bundle if needed, then switches; react-i18next re-renders every translated component. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** `<html lang dir>` follows the language, so the whole page (and portalled overlays) flips. */
function applyToDocument(language: string): void {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

i18n.on('languageChanged', applyToDocument);
applyToDocument(i18n.language);
