/**
 * The hospital's news and events (spec section 2: News, Events (all media)). Other features (the
 * dashboard's news and events) link here through this file and state.ts.
 */
export const NewsRoute = {
  allNews: '/auth/allNews',
  news: '/auth/news',
  allMedia: '/auth/allMedia',
} as const;
