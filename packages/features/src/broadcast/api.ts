import {
  type BroadcastDetail,
  type BroadcastDetailResponse,
  BroadcastEndpoint,
  type BroadcastHistoryResponse,
  type BroadcastHistoryRow,
  BroadcastPath,
  type BroadcastRequest,
  type BroadcastResponse,
  type BroadcastResult,
  NOTIFICATION_HISTORY_PAGE_SIZE,
  type UploadNotifyImageResponse,
  uploadNotifyImageResponse,
} from '@portal/contract';
import { api } from '../api/api';
import { fetchArgs, request } from '../api/endpoint';

const HISTORY = { type: 'Broadcasts' as const, id: 'HISTORY' };

/** The broadcast calls (spec section 7, Notifications and admin). */
export const broadcastApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The history, newest first, NOTIFICATION_HISTORY_PAGE_SIZE rows a page (spec section 4): the
     * next page loads while the last one came full.
     */
    broadcastHistory: build.infiniteQuery<BroadcastHistoryRow[], void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastSkip) =>
          lastPage.length === NOTIFICATION_HISTORY_PAGE_SIZE
            ? lastSkip + NOTIFICATION_HISTORY_PAGE_SIZE
            : undefined,
      },
      query: ({ pageParam }) =>
        fetchArgs(BroadcastEndpoint.history, { skip: pageParam, take: NOTIFICATION_HISTORY_PAGE_SIZE }),
      rawResponseSchema: BroadcastEndpoint.history.response,
      transformResponse: (response: BroadcastHistoryResponse) => response.data,
      providesTags: [HISTORY],
    }),

    /** One broadcast with its MobileList: a spreadsheet broadcast's re-send starts from it. */
    broadcastDetail: build.query<BroadcastDetail, number>({
      ...request(BroadcastEndpoint.detail, (id: number) => ({ id })),
      transformResponse: (response: BroadcastDetailResponse) => response.data,
    }),

    publishBroadcast: build.mutation<BroadcastResult, BroadcastRequest>({
      ...request(BroadcastEndpoint.publish),
      transformResponse: (response: BroadcastResponse) => response.data,
      invalidatesTags: [HISTORY],
    }),

    /** A facility broadcast sent again to the same people. */
    resendBroadcast: build.mutation<BroadcastResult, number>({
      ...request(BroadcastEndpoint.resend, (id: number) => ({ id })),
      transformResponse: (response: BroadcastResponse) => response.data,
      invalidatesTags: [HISTORY],
    }),

    /** Multipart, field `file`: the image to publish with; answers the ImageUrl. */
    uploadBroadcastImage: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: BroadcastPath.uploadImage, method: 'POST', body };
      },
      rawResponseSchema: uploadNotifyImageResponse,
      transformResponse: (response: UploadNotifyImageResponse) => response.data.imageUrl,
    }),
  }),
});

export const {
  useBroadcastHistoryInfiniteQuery,
  useLazyBroadcastDetailQuery,
  usePublishBroadcastMutation,
  useResendBroadcastMutation,
  useUploadBroadcastImageMutation,
} = broadcastApi;
