import { featureStrings } from '../../i18n/i18n';
import { strings as care } from '../../shared/care/i18n/strings';
import { en } from './en';

/** The booking screens' namespace; they also show the shared care strings. */
export const strings = featureStrings('booking', en, { ar: () => import('./ar').then((m) => m.ar) }, [care]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    booking: typeof en;
  }
}
