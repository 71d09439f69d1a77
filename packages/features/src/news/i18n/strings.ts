import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The news and events screens' namespace. */
export const strings = featureStrings('news', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    news: typeof en;
  }
}
