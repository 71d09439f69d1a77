import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The broadcast namespace: the history, the publish dialog and the server's 'broadcast' messages. */
export const strings = featureStrings('broadcast', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    broadcast: typeof en;
  }
}
