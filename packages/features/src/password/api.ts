import {
  type ChangePasswordRequest,
  changePasswordRequest,
  changePasswordResponse,
  type Message,
  PasswordPath,
  type ResetPasswordRequest,
  resetPasswordRequest,
  resetPasswordResponse,
  type SendOtpForPasswordRequest,
  type SendOtpForPasswordResponse,
  sendOtpForPasswordRequest,
  sendOtpForPasswordResponse,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
  verifyOtpRequest,
  verifyOtpResponse,
} from '@portal/contract';
import { api } from '../api/api';

/** Password calls of spec section 7 (forgot password, change password). */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** NotFound (HTTP 200) carries no data; Success carries the code's validity in minutes. */
    sendOtpForPassword: build.mutation<
      { otpValidity: number | null; message: Message },
      SendOtpForPasswordRequest
    >({
      query: (body) => ({ url: PasswordPath.sendOtpForPassword, method: 'POST', body }),
      argSchema: sendOtpForPasswordRequest,
      rawResponseSchema: sendOtpForPasswordResponse,
      transformResponse: (response: SendOtpForPasswordResponse) => ({
        otpValidity: response.data?.otpValidity ?? null,
        message: response.message,
      }),
    }),

    /** Checks a reset code without using it up (HTTP 200 with validOtp false when wrong). */
    verifyPasswordOtp: build.mutation<{ validOtp: boolean; message: Message }, VerifyOtpRequest>({
      query: (body) => ({ url: PasswordPath.verifyOtp, method: 'POST', body }),
      argSchema: verifyOtpRequest,
      rawResponseSchema: verifyOtpResponse,
      transformResponse: (response: VerifyOtpResponse) => ({
        validOtp: response.data.validOtp,
        message: response.message,
      }),
    }),

    resetPassword: build.mutation<null, ResetPasswordRequest>({
      query: (body) => ({ url: PasswordPath.resetPassword, method: 'POST', body }),
      argSchema: resetPasswordRequest,
      rawResponseSchema: resetPasswordResponse,
      transformResponse: () => null,
    }),

    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ url: PasswordPath.changePassword, method: 'POST', body }),
      argSchema: changePasswordRequest,
      rawResponseSchema: changePasswordResponse,
      transformResponse: () => null,
    }),
  }),
});

export const {
  useSendOtpForPasswordMutation,
  useVerifyPasswordOtpMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = passwordApi;
