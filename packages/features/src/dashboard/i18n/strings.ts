import { featureStrings } from '../../i18n/i18n';
import { strings as care } from '../../shared/care/i18n/strings';
import { en } from './en';

/** The dashboard's namespace; its doctors and appointments part (DashboardCare) speaks the shared care strings. */
export const strings = featureStrings('dashboard', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  care,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    dashboard: typeof en;
  }
}
