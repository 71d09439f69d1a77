import { describe, expect, it } from 'vitest';
import { readNewsState } from './state';

const item = (id: number) => ({
  id,
  title: `News ${id}`,
  description: 'Text',
  imagepath: '/api/content/files/news-1-960.webp',
  imageSet: { src: '/api/content/files/news-1-960.webp', srcSet: '', width: 960, height: 640 },
  publishDate: '2026-11-20T06:00:00.000Z',
});

describe('readNewsState', () => {
  it('reads the index and the list the news list handed over', () => {
    expect(readNewsState({ index: 1, news: [item(2), item(1)] })).toEqual({
      index: 1,
      news: [item(2), item(1)],
    });
  });

  it('takes nothing a reload or a typed address may bring instead', () => {
    expect(readNewsState(null)).toBeNull();
    expect(readNewsState({ index: 2, news: [item(1)] })).toBeNull();
    expect(readNewsState({ index: -1, news: [item(1)] })).toBeNull();
    expect(readNewsState({ index: 0.5, news: [item(1)] })).toBeNull();
    expect(readNewsState({ index: 0, news: [{ id: 1, title: 'no image' }] })).toBeNull();
    expect(readNewsState({ index: 0, news: 'not a list' })).toBeNull();
  });
});
