import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/** The hospital chooser and the complete-profile gate, with the shared account forms' strings. */
export const strings = featureStrings('hospital', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    hospital: typeof en;
  }
}
