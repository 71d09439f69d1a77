import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/** Need Help's and the help dialogs' namespace; the dialogs also show the account forms' field words. */
export const strings = featureStrings('help', en, { ar: () => import('./ar').then((m) => m.ar) }, [account]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    help: typeof en;
  }
}
