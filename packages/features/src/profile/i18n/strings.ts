import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { documentsStrings } from '../../shared/documents';
import { en } from './en';

/** My Profile, with the shared account forms' and the documents panel's strings. */
export const strings = featureStrings('profile', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
  documentsStrings,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    profile: typeof en;
  }
}
