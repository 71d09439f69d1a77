import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The staff inbox's namespace, with the server's 'inbox' messages (api/messages.ts). */
export const strings = featureStrings('inbox', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    inbox: typeof en;
  }
}
