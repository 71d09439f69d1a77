import { featureStrings } from '../../i18n/i18n';
import { en } from './en';

/** The signed-in shell's namespace (side menu and header), registered by AuthLayout. */
export const strings = featureStrings('layout', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../i18n/namespaces' {
  interface Namespaces {
    layout: typeof en;
  }
}
