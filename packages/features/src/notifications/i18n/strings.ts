import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The notifications list's namespace, registered when the list's chunk loads. */
export const strings = featureStrings('notifications', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    notifications: typeof en;
  }
}
