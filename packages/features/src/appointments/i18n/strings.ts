import { featureStrings } from '../../i18n/i18n';
import { strings as care } from '../../shared/care/i18n/strings';
import { en } from './en';

/** The appointments screen's namespace; it also shows the shared care strings. */
export const strings = featureStrings('appointments', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  care,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    appointments: typeof en;
  }
}
