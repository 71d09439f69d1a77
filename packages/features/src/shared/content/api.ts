import {
  type Banner,
  type BannersResponse,
  ContentEndpoint,
  type ContentListQuery,
  type MediaItem,
  type MediaResponse,
  type NewsItem,
  type NewsResponse,
} from '@portal/contract';
import { api } from '../../api/api';
import { request } from '../../api/endpoint';
import { rememberBanners } from './rememberedBanners';

/**
 * The content service's lists that more than one screen shows (spec sections 2 and 7): the
 * dashboard's banners, news and events, the news and events screens. Each is the brand's, in the
 * language on show; a change of hospital reloads them with every other list (the 'Content' tag).
 * The banners last given are kept for the next page opened at the dashboard.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    banners: build.query<Banner[], ContentListQuery>({
      ...request(ContentEndpoint.banners),
      transformResponse: (response: BannersResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'BANNERS' }],
      // Kept for the next page opened at the dashboard (rememberedBanners.ts).
      onQueryStarted: (query, { queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) => rememberBanners(query, data),
          () => undefined,
        ),
    }),
    news: build.query<NewsItem[], ContentListQuery>({
      ...request(ContentEndpoint.news),
      transformResponse: (response: NewsResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'NEWS' }],
    }),
    media: build.query<MediaItem[], ContentListQuery>({
      ...request(ContentEndpoint.media),
      transformResponse: (response: MediaResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'MEDIA' }],
    }),
  }),
});

export const { useBannersQuery, useNewsQuery, useMediaQuery: useMediaListQuery } = contentApi;
