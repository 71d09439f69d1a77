import type { Translations } from '../../i18n/i18n';
import type { en } from './en';

/** Arabic strings of the news and events screens; loaded on demand in its own chunk. */
export const ar: Translations<typeof en> = {
  'allNews.title': 'الأخبار',
  'allNews.intro': 'آخر أخبار المستشفى.',
  'allNews.empty': 'لا توجد بيانات متاحة',
  'news.published': 'نُشر في {{date, ltr}}',
  'news.previous': 'السابق',
  'news.next': 'التالي',
  'news.position': 'الخبر {{index}} من {{count}}',
  'news.pager': 'أخبار أخرى',
  'news.all': 'كل الأخبار',
  'news.loading': 'جارٍ تحميل الخبر…',

  'allMedia.title': 'الفعاليات',
  'allMedia.intro': 'تسجيلات فعاليات المستشفى.',
  'allMedia.empty': 'لا توجد بيانات متاحة',
  'allMedia.play': 'تشغيل الفيديو: {{title}}',
};
