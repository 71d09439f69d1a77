/** English strings of the news and events screens. */
export const en = {
  'allNews.title': 'News',
  'allNews.intro': 'The latest from the hospital.',
  'allNews.empty': 'No Data Available',
  'news.published': 'Published {{date, ltr}}',
  'news.previous': 'Previous',
  'news.next': 'Next',
  'news.position': 'News {{index}} of {{count}}',
  'news.pager': 'Other news',
  'news.all': 'All news',
  'news.loading': 'Loading the news…',

  'allMedia.title': 'Events',
  'allMedia.intro': 'Recordings of the hospital’s events.',
  'allMedia.empty': 'No Data Available',
  'allMedia.play': 'Play video: {{title}}',
} as const;
