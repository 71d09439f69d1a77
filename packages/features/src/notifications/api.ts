import {
  markReadResponse,
  NotificationsEndpoint,
  NotificationsPath,
  type PatientNotification,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

const ALL = [{ type: 'Notifications' as const, id: 'LIST' }];

/**
 * The signed-in user's notifications (contract notifications.ts). The unread count is the header's
 * (polled, NotificationsBell); the list loads when the list opens. Marking read refreshes both.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationsCount: build.query<number, void>({
      ...request(NotificationsEndpoint.count, () => ({})),
      transformResponse: (response: { data: number }) => response.data,
      providesTags: ALL,
    }),
    notifications: build.query<PatientNotification[], void>({
      ...request(NotificationsEndpoint.list, () => ({})),
      transformResponse: (response: { data: PatientNotification[] }) => response.data,
      providesTags: ALL,
    }),
    /** PUT /user/marknotificationread?patientNotificationId= (a PUT with a query: see the contract). */
    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => ({
        url: NotificationsPath.markRead,
        method: 'PUT',
        params: { patientNotificationId: id },
      }),
      rawResponseSchema: markReadResponse,
      invalidatesTags: ALL,
    }),
    markAllNotificationsRead: build.mutation<unknown, void>({
      ...request(NotificationsEndpoint.markAll, () => ({})),
      invalidatesTags: ALL,
    }),
  }),
});

export const {
  useNotificationsCountQuery,
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
