import {
  type DeleteFamilyMemberRequest,
  FamilyEndpoint,
  type FamilyMember,
  type FamilyMembersResponse,
  FamilySaveStatus,
  type SaveFamilyMemberRequest,
  type SaveFamilyMemberResponse,
  type SendFamilyOtpForAddRequest,
  type SendFamilyOtpResponse,
  type VerifyFamilyOtpRequest,
  type VerifyFamilyOtpResponse,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/**
 * The patient's family members. The patient selectors' list (booking's GET /appointment/patients)
 * provides the same tag, so adding, changing or removing a member refreshes both.
 */
export const FAMILY_TAG = { type: 'FamilyMembers', id: 'LIST' } as const;

/** Family members: list, save (add or edit), verify a new member's mobile, delete (spec section 7). */
export const familyApi = api.injectEndpoints({
  endpoints: (build) => ({
    familyMembers: build.query<FamilyMember[], void>({
      ...request(FamilyEndpoint.list, () => ({})),
      transformResponse: (response: FamilyMembersResponse) => response.data,
      providesTags: [FAMILY_TAG],
    }),

    /** Success saved it; OTPSent waits for the member's code; NotFound changed nothing. */
    saveFamilyMember: build.mutation<SaveFamilyMemberResponse, SaveFamilyMemberRequest>({
      ...request(FamilyEndpoint.save),
      invalidatesTags: (response) =>
        response?.message.status === FamilySaveStatus.Success ? [FAMILY_TAG] : [],
    }),

    /** A new code for a pending add or edit (the verification dialog's resend). */
    sendFamilyOtpForAdd: build.mutation<SendFamilyOtpResponse['data'], SendFamilyOtpForAddRequest>({
      ...request(FamilyEndpoint.sendOtpForAdd),
      transformResponse: (response: SendFamilyOtpResponse) => response.data,
    }),

    /** The member's code: when right, the pending add or edit is saved. */
    verifyFamilyOtp: build.mutation<VerifyFamilyOtpResponse, VerifyFamilyOtpRequest>({
      ...request(FamilyEndpoint.verifyOtp),
      invalidatesTags: (response) => (response?.data.validOtp ? [FAMILY_TAG] : []),
    }),

    deleteFamilyMember: build.mutation<null, DeleteFamilyMemberRequest>({
      ...request(FamilyEndpoint.remove),
      transformResponse: () => null,
      invalidatesTags: (_result, error) => (error ? [] : [FAMILY_TAG]),
    }),
  }),
});

export const {
  useFamilyMembersQuery,
  useSaveFamilyMemberMutation,
  useSendFamilyOtpForAddMutation,
  useVerifyFamilyOtpMutation,
  useDeleteFamilyMemberMutation,
} = familyApi;
