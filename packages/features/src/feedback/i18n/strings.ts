import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The feedback namespace: the three forms and the server's 'feedback' messages (api/messages.ts). */
export const strings = featureStrings('feedback', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    feedback: typeof en;
  }
}
