import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The International Patient screen's namespace; also the server's 'international' messages. */
export const strings = featureStrings('international', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    international: typeof en;
  }
}
