import type { en as appointmentsEn } from '../appointments/i18n/en';
import type { en as authEn } from '../auth/i18n/en';
import type { en as bookingEn } from '../booking/i18n/en';
import type { en as dashboardEn } from '../dashboard/i18n/en';
import type { en as doctorsEn } from '../doctors/i18n/en';
import type { en as hospitalEn } from '../hospital/i18n/en';
import type { en } from '../i18n/locales/en';
import type { en as layoutEn } from '../layout/i18n/en';
import type { en as passwordEn } from '../password/i18n/en';
import type { en as profileEn } from '../profile/i18n/en';
import type { en as registrationEn } from '../registration/i18n/en';
import type { en as accountEn } from '../shared/account/i18n/en';
import type { en as careEn } from '../shared/care/i18n/en';
import type { en as statusEn } from '../shared/status/i18n/en';
import type { en as teleconsultEn } from '../teleconsult/i18n/en';
import type { en as uaepassEn } from '../uaepass/i18n/en';

/**
 * The keys of every namespace, for typed `t`: 'core' (i18n/locales, the shell and common words) and
 * one per feature (its i18n/en.ts), each added here when the feature is. A feature's `t` also takes
 * core keys (fallbackNS). Lives in app/, the one folder that may name every feature.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'core';
    fallbackNS: 'core';
    resources: {
      core: typeof en;
      // Shared namespaces (shared/): the identity features' forms and messages, the status pages,
      // the care features' common words and server texts.
      account: typeof accountEn;
      status: typeof statusEn;
      care: typeof careEn;
      // The shell's, then one per feature.
      layout: typeof layoutEn;
      auth: typeof authEn;
      registration: typeof registrationEn;
      password: typeof passwordEn;
      profile: typeof profileEn;
      hospital: typeof hospitalEn;
      uaepass: typeof uaepassEn;
      dashboard: typeof dashboardEn;
      doctors: typeof doctorsEn;
      booking: typeof bookingEn;
      appointments: typeof appointmentsEn;
      teleconsult: typeof teleconsultEn;
    };
    keySeparator: false;
    nsSeparator: false;
    // The direction formats of bidi.ts take any value: a count, a name, a phone number.
    interpolationFormatTypeMap: { ltr: string | number; isolate: string | number };
  }
}
