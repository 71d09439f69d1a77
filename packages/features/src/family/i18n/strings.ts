import { featureStrings } from '../../i18n/i18n';
import { strings as account } from '../../shared/account/i18n/strings';
import { en } from './en';

/** Family members, with the shared account forms' strings (the personal details, the OTP step). */
export const strings = featureStrings('family', en, { ar: () => import('./ar').then((m) => m.ar) }, [
  account,
]);

declare module '../../i18n/namespaces' {
  interface Namespaces {
    family: typeof en;
  }
}
