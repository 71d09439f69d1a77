import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolate, ltr } from './bidi';
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

// `{{mobile, ltr}}` and `{{count, isolate}}` in a string keep the value's own direction (bidi.ts).
i18n.services.formatter?.add('ltr', ltr);
i18n.services.formatter?.add('isolate', isolate);

/** Each bundle but English is its own chunk. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Record<string, string>>> = {
  ar: () => import('./locales/ar').then((m) => m.ar),
};

/**
 * Strings of a feature that the sign-in path does not need. A feature registers its English
 * strings when its chunk loads (so the first-load bundle stays small) with a loader per other
 * language; switching language loads every registered feature's bundle along with the core one.
 */
export type FeatureStrings = Record<string, string>;
const featureBundles = new Map<string, Partial<Record<Language, () => Promise<FeatureStrings>>>>();
const loadedFeatures = new Map<string, Promise<void>>();

/** Core bundles already added, by language ('en' is bundled). */
const loadedCore = new Set<Language>(['en']);

export async function loadLanguage(language: Language): Promise<void> {
  if (!loadedCore.has(language)) {
    if (language !== 'en') {
      // Deep merge without overwriting: a feature bundle may have arrived first.
      i18n.addResourceBundle(
        language,
        'translation',
        await loaders[language as Exclude<Language, 'en'>](),
        true,
      );
    }
    loadedCore.add(language);
  }
  await Promise.all([...featureBundles.keys()].map((name) => loadFeatureBundle(name, language)));
}

function loadFeatureBundle(name: string, language: Language): Promise<void> {
  const key = `${name}:${language}`;
  let loading = loadedFeatures.get(key);
  if (!loading) {
    const load = featureBundles.get(name)?.[language];
    if (!load) return Promise.resolve();
    loading = load().then((strings) => {
      i18n.addResourceBundle(language, 'translation', strings, true, true);
    });
    loading.catch(() => loadedFeatures.delete(key));
    loadedFeatures.set(key, loading);
  }
  return loading;
}

/**
 * Registers a feature's strings: English at once, the other languages through their loaders.
 * The promise settles when the strings of the language on show are in.
 */
export function registerFeatureStrings(
  name: string,
  en: FeatureStrings,
  others: Partial<Record<Exclude<Language, 'en'>, () => Promise<FeatureStrings>>>,
): Promise<void> {
  if (!featureBundles.has(name)) {
    i18n.addResourceBundle('en', 'translation', en, true, true);
    featureBundles.set(name, { ...others, en: async () => en });
    loadedFeatures.set(`${name}:en`, Promise.resolve());
  }
  const shown = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return loadFeatureBundle(name, shown);
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
