import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { documentsStrings } from '../../shared/documents';
import { en } from './en';

/**
 * Family members, with the shared account forms' strings (the personal details, the OTP step) and
 * the documents panel's (the dialog's Documents tab).
 */
export const strings = featureStrings('family', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
  documentsStrings,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    family: typeof en;
  }
}
