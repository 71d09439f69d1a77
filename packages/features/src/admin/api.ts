import {
  ADMIN_PAGE_SIZE,
  AdminEndpoint,
  type AdminListResponse,
  type AdminUser,
  type Message,
  type ResetAdminPasswordRequest,
  resetAdminPasswordRequest,
  type SaveAdminUserInput,
  saveAdminUserRequest,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

export interface AdminPage {
  list: AdminUser[];
  total: number;
}

/** The admin users' calls (contract admin.ts): the list a page at a time, add or edit, reset. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of 15 for the infinite scroll; the argument is the search (filterKey). */
    adminUsers: build.infiniteQuery<AdminPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (_last, pages) => {
          const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
          const total = pages.at(-1)?.total ?? 0;
          return loaded < total ? loaded : undefined;
        },
      },
      ...request(AdminEndpoint.list, ({ queryArg, pageParam }: { queryArg: string; pageParam: number }) => ({
        skip: pageParam,
        take: ADMIN_PAGE_SIZE,
        ...(queryArg === '' ? {} : { filterKey: queryArg }),
      })),
      transformResponse: (response: AdminListResponse) => response.data,
      providesTags: ['AdminUsers'],
    }),

    saveAdminUser: build.mutation<Message, SaveAdminUserInput>({
      ...request(AdminEndpoint.save),
      argSchema: saveAdminUserRequest,
      transformResponse: (response: { message: Message }) => response.message,
      invalidatesTags: ['AdminUsers'],
    }),

    /** Answers the server's message (shown on success). */
    resetAdminPassword: build.mutation<Message, ResetAdminPasswordRequest>({
      ...request(AdminEndpoint.resetPassword),
      argSchema: resetAdminPasswordRequest,
      transformResponse: (response: { message: Message }) => response.message,
    }),
  }),
});

export const { useAdminUsersInfiniteQuery, useSaveAdminUserMutation, useResetAdminPasswordMutation } =
  adminApi;
