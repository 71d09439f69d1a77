import { featureStrings } from '../../i18n/i18n';
import { strings as care } from '../../shared/care/i18n/strings';
import { en } from './en';

/** My Medications' namespace; the patient picker's words are the shared care namespace's. */
export const strings = featureStrings('medications', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  care,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    medications: typeof en;
  }
}
