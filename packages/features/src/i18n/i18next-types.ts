import type { accountEn } from './locales/account.en';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The account bundle is added at run time (i18n.ts registerFeatureStrings), typed here.
    resources: { translation: typeof en & typeof accountEn };
    keySeparator: false;
    nsSeparator: false;
    // The direction formats of bidi.ts take any value: a count, a name, a phone number.
    interpolationFormatTypeMap: { ltr: string | number; isolate: string | number };
  }
}
