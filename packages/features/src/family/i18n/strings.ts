import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The 'family' namespace: the family members screen and the server's family messages (en.ts). */
export const strings = featureStrings('family', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    family: typeof en;
  }
}
