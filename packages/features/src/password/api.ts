import {
  AuthEndpoint,
  type Message,
  PasswordEndpoint,
  type ResetPasswordRequest,
  resetPasswordRequest,
  type SendOtpForPasswordRequest,
  type SendOtpForPasswordResponse,
  sendOtpForPasswordRequest,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
  verifyOtpRequest,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/** Password calls of spec section 7 (forgot password; change password is shared/account/passwordApi.ts). */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** NotFound (HTTP 200) carries no data; Success carries the code's validity in minutes. */
    sendOtpForPassword: build.mutation<
      { otpValidity: number | null; message: Message },
      SendOtpForPasswordRequest
    >({
      ...request(PasswordEndpoint.sendOtpForPassword),
      argSchema: sendOtpForPasswordRequest,
      transformResponse: (response: SendOtpForPasswordResponse) => ({
        otpValidity: response.data?.otpValidity ?? null,
        message: response.message,
      }),
    }),

    /** Checks a reset code without using it up (HTTP 200 with validOtp false when wrong). */
    verifyPasswordOtp: build.mutation<{ validOtp: boolean; message: Message }, VerifyOtpRequest>({
      ...request(AuthEndpoint.verifyOtp),
      argSchema: verifyOtpRequest,
      transformResponse: (response: VerifyOtpResponse) => ({
        validOtp: response.data.validOtp,
        message: response.message,
      }),
    }),

    resetPassword: build.mutation<null, ResetPasswordRequest>({
      ...request(PasswordEndpoint.resetPassword),
      argSchema: resetPasswordRequest,
      transformResponse: () => null,
    }),
  }),
});

export const { useSendOtpForPasswordMutation, useVerifyPasswordOtpMutation, useResetPasswordMutation } =
  passwordApi;
