import {
  deleteAccountResponse,
  type EmptyEnvelope,
  type Message,
  type Profile,
  ProfileEndpoint,
  type ProfileImageData,
  ProfilePath,
  type ProfileResponse,
  type SaveProfileRequest,
  type SessionResponse,
  type SessionUser,
  saveProfileRequest,
  type UaePassCompleteProfileRequest,
  type UaePassCompleteProfileResponse,
  UaePassEndpoint,
  type UaePassLinkStartResponse,
  UaePassPath,
  type UploadProfileImageResponse,
  uaePassCompleteProfileRequest,
  uaePassLinkStartResponse,
  uploadProfileImageResponse,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';
import { fileAsDataUrl } from '../api/files';
import { sessionUpdated } from '../store/session';

/** After a profile change: the header and the stored session follow the server's session fields. */
async function refreshSession(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  const result = (await dispatch(
    sessionApi.endpoints.session.initiate(undefined, { forceRefetch: true, subscribe: false }),
  )) as { data?: SessionUser };
  if (result.data) dispatch(sessionUpdated(result.data));
}

const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/session: the session fields as they are now. */
    session: build.query<SessionUser, void>({
      ...request(ProfileEndpoint.session, () => ({})),
      transformResponse: (response: SessionResponse) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** My Profile calls of spec section 7 (profile, image, UAE PASS completion, account deletion). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveProfile: build.mutation<Profile, SaveProfileRequest>({
      ...request(ProfileEndpoint.saveProfile),
      argSchema: saveProfileRequest,
      transformResponse: (response: ProfileResponse) => response.data,
      // Spec section 4: a saved profile refreshes the header and drops what was cached about the patient.
      invalidatesTags: ['Profile', 'FamilyMembers', 'Appointments'],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => refreshSession(dispatch, queryFulfilled),
    }),

    /** A UAE PASS user fills what the profile lacks (nothing UAE PASS asserted can change). */
    completeUaePassProfile: build.mutation<SessionUser | null, UaePassCompleteProfileRequest>({
      ...request(UaePassEndpoint.completeProfile),
      argSchema: uaePassCompleteProfileRequest,
      transformResponse: (response: UaePassCompleteProfileResponse) => response.data,
      invalidatesTags: ['Profile'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionUpdated(data));
      },
    }),

    uploadProfileImage: build.mutation<ProfileImageData, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: ProfilePath.uploadProfileImage, method: 'POST', body };
      },
      rawResponseSchema: uploadProfileImageResponse,
      transformResponse: (response: UploadProfileImageResponse) => response.data,
      invalidatesTags: ['Profile'],
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionUpdated(data));
      },
    }),

    removeProfileImage: build.mutation<null, void>({
      ...request(ProfileEndpoint.removeProfileImage, () => ({})),
      transformResponse: () => null,
      invalidatesTags: ['Profile'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(sessionUpdated({ profileImgUrl: null, profileImgFileName: null }));
      },
    }),

    /**
     * The profile image as a data: URL (api/files.ts fileAsDataUrl): an <img> cannot send the
     * bearer token, so the file is fetched through the base query and handed to the image inline.
     */
    profileImage: build.query<string, string>({
      query: (url) => ({ url, responseHandler: fileAsDataUrl }),
    }),

    /** The server answers 'account.accountDeleted' in the envelope's message. */
    /** Where the browser goes to link UAE PASS to this account (the provider, with this trip's state). */
    startUaePassLink: build.mutation<string, void>({
      query: () => ({ url: UaePassPath.link, method: 'POST' }),
      rawResponseSchema: uaePassLinkStartResponse,
      transformResponse: (response: UaePassLinkStartResponse) => response.data?.authorizeUrl ?? '',
    }),

    deleteAccount: build.mutation<Message, void>({
      query: () => ({ url: ProfilePath.deleteAccount, method: 'POST' }),
      rawResponseSchema: deleteAccountResponse,
      transformResponse: (response: EmptyEnvelope) => response.message,
    }),
  }),
});

export const {
  useStartUaePassLinkMutation,
  useSaveProfileMutation,
  useCompleteUaePassProfileMutation,
  useUploadProfileImageMutation,
  useRemoveProfileImageMutation,
  useProfileImageQuery,
  useDeleteAccountMutation,
} = profileApi;
