import type { en } from './locales/en';

/**
 * The keys of every i18next namespace, for typed `t`: 'core' here (i18n/locales: the shell's and the
 * sign-in path's common words); each feature or shared folder adds its own from its
 * i18n/strings.ts, so a new feature touches no file outside its folder:
 *
 *   declare module '../../i18n/namespaces' {
 *     interface Namespaces { booking: typeof en }
 *   }
 *
 * A feature's `t` also takes core keys (fallbackNS).
 */
export interface Namespaces {
  core: typeof en;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'core';
    fallbackNS: 'core';
    resources: Namespaces;
    keySeparator: false;
    nsSeparator: false;
    // The direction formats of bidi.ts take any value: a count, a name, a phone number.
    interpolationFormatTypeMap: { ltr: string | number; isolate: string | number };
  }
}
