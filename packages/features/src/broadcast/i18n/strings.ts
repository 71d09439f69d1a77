import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/**
 * The broadcast namespace: the history, the publish dialog and the server's 'broadcast' messages,
 * with the shared account strings (the dialogs' Cancel and Close).
 */
export const strings = featureStrings('broadcast', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    broadcast: typeof en;
  }
}
