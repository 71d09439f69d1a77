import { featureStrings } from '../../../i18n/i18n';
import { en } from './en';

/** The 'documents' namespace (en.ts): a screen showing the DocumentsPanel lists it in its `uses`. */
export const strings = featureStrings('documents', en, { ar: () => import('./ar').then((m) => m.ar) });

declare module '../../../i18n/namespaces' {
  interface Namespaces {
    documents: typeof en;
  }
}
