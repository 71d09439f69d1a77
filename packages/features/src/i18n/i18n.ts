import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolate, ltr } from './bidi';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from './languages';
import { en } from './locales/en';

/** The app's i18next instance: the core strings in English bundled and ready synchronously, everything else fetched on demand. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'ar'],
  // 'core' holds the shell's strings and common words; each feature adds its own namespace
  // (featureStrings below) and falls back to 'core' for a key it does not have.
  ns: ['core'],
  defaultNS: 'core',
  fallbackNS: 'core',
  resources: { en: { core: en } },
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// `{{mobile, ltr}}` and `{{count, isolate}}` in a string keep the value's own direction (bidi.ts).
i18n.services.formatter?.add('ltr', ltr);
i18n.services.formatter?.add('isolate', isolate);

/** A namespace's strings: flat keys, plural forms as `key_one`, `key_other`... */
export type Strings = Record<string, string>;

type PluralForms<K> = K extends `${infer Base}_${'one' | 'other'}`
  ? `${Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  : never;

/**
 * Another language's strings of the English bundle E: every English key, and the plural forms
 * English has no use for (Arabic has six).
 */
export type Translations<E extends Strings> = Record<keyof E, string> &
  Partial<Record<PluralForms<keyof E>, string>>;
type Loaders = Partial<Record<Exclude<Language, 'en'>, () => Promise<Strings>>>;

/** Each core bundle but English is its own chunk. */
const coreLoaders: Required<Loaders> = {
  ar: () => import('./locales/ar').then((m) => m.ar),
};

/** Languages whose core bundle is in ('en' is bundled). */
const loadedCore = new Set<Language>(['en']);
/** Loaders of every namespace registered so far ('en' is added at registration). */
const namespaces = new Map<string, Loaders>();
/** Namespace bundles added or on their way, by 'namespace:language'. */
const loaded = new Map<string, Promise<void>>();
/**
 * The language last asked for (changeLanguage), which i18next shows only once its bundles are in:
 * a screen whose chunk arrives while that switch is on its way (a page opened at a signed-in
 * address fetches its screen at once) loads its strings in this language too.
 */
let requested: Language = DEFAULT_LANGUAGE;

function loadNamespace(namespace: string, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const key = `${namespace}:${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = namespaces.get(namespace)?.[language];
    if (!load) return Promise.resolve();
    loading = load().then((strings) => {
      i18n.addResourceBundle(language, namespace, strings, true, true);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Adds a language's core bundle and the bundles of every namespace registered so far. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!loadedCore.has(language)) {
    if (language !== 'en') {
      i18n.addResourceBundle(language, 'core', await coreLoaders[language](), true);
    }
    loadedCore.add(language);
  }
  // A namespace registered while these load (a screen's chunk arriving) is loaded too.
  const done = new Set<string>();
  for (let pending = [...namespaces.keys()]; pending.length > 0; ) {
    await Promise.all(pending.map((namespace) => loadNamespace(namespace, language)));
    for (const namespace of pending) done.add(namespace);
    pending = [...namespaces.keys()].filter((namespace) => !done.has(namespace));
  }
}

/** A feature's (or a shared folder's) i18next namespace, made by `featureStrings`. */
export interface FeatureStrings {
  readonly namespace: string;
  /** Settles when its strings, and those of the namespaces it uses, are in for the language on show. */
  ready(): Promise<void>;
}

/**
 * Registers a namespace: its English strings at once (the module calling this is in the feature's
 * chunk, so English costs the sign-in path nothing), other languages through their loaders, each
 * its own chunk. `uses` are shared namespaces the feature's screens show too (shared/account's
 * form strings, for one); `ready` waits for them as well. Switching language loads every
 * registered namespace along with the core bundle (loadLanguage).
 */
export function featureStrings(
  namespace: string,
  en: Strings,
  others: Loaders,
  uses: readonly FeatureStrings[] = [],
): FeatureStrings {
  if (!namespaces.has(namespace)) {
    i18n.addResourceBundle('en', namespace, en, true, true);
    namespaces.set(namespace, others);
  }
  return {
    namespace,
    ready: async () => {
      const shown = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
      const languages = shown === requested ? [shown] : [shown, requested];
      await Promise.all([
        ...languages.map((language) => loadNamespace(namespace, language)),
        ...uses.map((used) => used.ready()),
      ]);
    },
  };
}

/** Loads the bundle if needed, then switches; react-i18next re-renders every translated component. */
export async function changeLanguage(language: Language): Promise<void> {
  requested = language;
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
