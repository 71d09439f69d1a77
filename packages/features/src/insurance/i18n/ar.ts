import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the insurance screen; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'insurance.title': 'التأمين',
  'insurance.intro': 'شركات التأمين التي تتعامل معها مستشفياتنا.',
  'insurance.empty': 'لا توجد بيانات متاحة',
};
