import type { Translations } from './en';

/** Arabic strings of the dashboard; loaded on demand in its own chunk. */
export const ar: Translations = {
  'dashboard.welcome': 'أهلًا بك، {{name, isolate}}',
  'dashboard.intro': 'مواعيدك وتقاريرك وعائلتك في مكان واحد.',
};
