/** Arabic's plural categories; English needs only one and other. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/**
 * A namespace's strings in another language than English: every English key, and any plural form
 * of a plural key (Arabic has six); no other key, so a stray or misspelt one fails to compile.
 */
export type TranslationsOf<En> = Record<keyof En, string> &
  Partial<Record<`${PluralBase<keyof En>}_${PluralCategory}`, string>>;
