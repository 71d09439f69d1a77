import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The insurance screen's namespace. */
export const strings = featureStrings('insurance', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    insurance: typeof en;
  }
}
