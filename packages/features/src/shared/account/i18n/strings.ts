import { featureStrings } from '../../../i18n/i18n';
import { en } from './en';

/** Strings of the identity features' shared forms and messages; each of them lists it in its uses. */
export const strings = featureStrings('account', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../../i18n/namespaces' {
  interface Namespaces {
    account: typeof en;
  }
}
