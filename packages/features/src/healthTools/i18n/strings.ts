import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The health tools' namespace (BMI and stroke risk). */
export const strings = featureStrings('healthTools', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    healthTools: typeof en;
  }
}
