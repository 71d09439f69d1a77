import type { TranslationsOf } from '../../i18n/translations';

/** English strings of the dashboard. */
export const en = {
  'dashboard.welcome': 'Welcome, {{name, isolate}}',
  'dashboard.intro': 'Your appointments, reports and family in one place.',
} as const;

/** Another language's strings: every English key (and Arabic's plural forms). */
export type Translations = TranslationsOf<typeof en>;
