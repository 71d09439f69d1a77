import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/** The UAE PASS return, with the shared account forms' strings and UAE PASS messages. */
export const strings = featureStrings('uaepass', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    uaepass: typeof en;
  }
}
