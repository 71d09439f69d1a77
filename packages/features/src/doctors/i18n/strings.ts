import { featureStrings } from '../../i18n/i18n';
import { strings as care } from '../../shared/care/i18n/strings';
import { en } from './en';

/** The doctors screens' namespace; they also show the shared care strings. */
export const strings = featureStrings('doctors', en, { ar: () => import('./ar').then((m) => m.ar) }, [care]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    doctors: typeof en;
  }
}
