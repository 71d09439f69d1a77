import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/**
 * The teleconsultation screens' namespace. Its start button and hook speak the shared care strings:
 * they show on the appointments screen, whose ready() brings them.
 */
export const strings = featureStrings('teleconsult', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    teleconsult: typeof en;
  }
}
