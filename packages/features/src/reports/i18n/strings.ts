import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { strings as care } from '../../shared/care/i18n/strings';
import { en } from './en';

/**
 * The lab reports screen's namespace, with the shared account strings (the one-time-code step) and
 * the care strings (the patient picker).
 */
export const strings = featureStrings('reports', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
  care,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    reports: typeof en;
  }
}
