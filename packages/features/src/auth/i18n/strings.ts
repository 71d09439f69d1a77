import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The login screen's namespace: English comes with the screen's module, Arabic in its own chunk. */
export const strings = featureStrings('auth', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    auth: typeof en;
  }
}
