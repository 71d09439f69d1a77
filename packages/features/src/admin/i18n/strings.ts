import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/** The admin users' screen and the forced Change Password dialog (which shows the account forms' password words). */
export const strings = featureStrings('admin', en, { ar: () => import('./ar').then((m) => m.ar) }, [account]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    admin: typeof en;
  }
}
