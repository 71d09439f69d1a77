import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The valet mock-ups' namespace. */
export const strings = featureStrings('valet', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    valet: typeof en;
  }
}
