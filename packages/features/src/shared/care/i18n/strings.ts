import { featureStrings } from '../../../i18n/i18n';
import { en } from './en';

/** The 'care' namespace: strings the care features share (en.ts). */
export const strings = featureStrings('care', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../../i18n/namespaces' {
  interface Namespaces {
    care: typeof en;
  }
}
