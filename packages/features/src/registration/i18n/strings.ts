import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/** Registration and sign-up, with the shared account forms' strings. */
export const strings = featureStrings('registration', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    registration: typeof en;
  }
}
