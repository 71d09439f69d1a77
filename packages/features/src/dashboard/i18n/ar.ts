import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the dashboard; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'dashboard.welcome': 'أهلًا بك، {{name, isolate}}',
  'dashboard.intro': 'مواعيدك وتقاريرك وعائلتك في مكان واحد.',
};
