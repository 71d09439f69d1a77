import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/** The health package screens' namespace; the booking form also shows the account forms' field words. */
export const strings = featureStrings('healthPackages', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    healthPackages: typeof en;
  }
}
