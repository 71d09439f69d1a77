/**
 * Every namespace's English and Arabic strings (i18n/namespaces.ts types them), for the tests that check
 * all of them at once (never imported by screens).
 */
import { ar as authAr } from '../auth/i18n/ar';
import { en as authEn } from '../auth/i18n/en';
import { ar as hospitalAr } from '../hospital/i18n/ar';
import { en as hospitalEn } from '../hospital/i18n/en';
import { ar } from '../i18n/locales/ar';
import { en } from '../i18n/locales/en';
import { ar as passwordAr } from '../password/i18n/ar';
import { en as passwordEn } from '../password/i18n/en';
import { ar as profileAr } from '../profile/i18n/ar';
import { en as profileEn } from '../profile/i18n/en';
import { ar as registrationAr } from '../registration/i18n/ar';
import { en as registrationEn } from '../registration/i18n/en';
import { ar as accountAr } from '../shared/account/i18n/ar';
import { en as accountEn } from '../shared/account/i18n/en';
import { ar as statusAr } from '../shared/status/i18n/ar';
import { en as statusEn } from '../shared/status/i18n/en';
import { ar as uaepassAr } from '../uaepass/i18n/ar';
import { en as uaepassEn } from '../uaepass/i18n/en';

type Strings = Record<string, string>;

/** English and Arabic of each namespace. */
export const locales: Record<string, { en: Strings; ar: Strings }> = {
  core: { en, ar },
  account: { en: accountEn, ar: accountAr },
  status: { en: statusEn, ar: statusAr },
  auth: { en: authEn, ar: authAr },
  registration: { en: registrationEn, ar: registrationAr },
  password: { en: passwordEn, ar: passwordAr },
  profile: { en: profileEn, ar: profileAr },
  hospital: { en: hospitalEn, ar: hospitalAr },
  uaepass: { en: uaepassEn, ar: uaepassAr },
};
