import { featureStrings } from '../../../i18n/i18n';
import { en } from './en';

/** The status pages' namespace: English with StatusScreen, Arabic in its own chunk. */
export const strings = featureStrings('status', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../../i18n/namespaces' {
  interface Namespaces {
    status: typeof en;
  }
}
