import { type NewsItem, newsItem } from '@portal/contract';
import { stateRecord as record } from '../shared/locationState';

/*
 * What the news list (or the dashboard's news) hands /auth/news (spec section 2: state index and
 * news list), read back through the contract's schema: a reload or a typed address brings whatever
 * the history holds.
 */

/** /auth/news: the list as the patient saw it, and which of it to show. */
export interface NewsState {
  index: number;
  news: NewsItem[];
}

/** The state if it names one item of a list of news; null otherwise (the screen then loads the list). */
export function readNewsState(state: unknown): NewsState | null {
  const { index, news } = record(state);
  if (!Array.isArray(news) || typeof index !== 'number' || !Number.isInteger(index)) return null;
  if (index < 0 || index >= news.length) return null;
  const items: NewsItem[] = [];
  for (const entry of news) {
    const parsed = newsItem.safeParse(entry);
    if (!parsed.success) return null;
    items.push(parsed.data);
  }
  return { index, news: items };
}
