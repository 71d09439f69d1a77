import { type ChangePasswordRequest, changePasswordRequest, PasswordEndpoint } from '@portal/contract';
import { api } from '../../api/api';
import { request } from '../../api/endpoint';

/**
 * POST /auth/changepassword, shared: My Profile's card and the forced Change Password dialog of a
 * default password (admin) both change the signed-in user's password with it.
 */
export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<null, ChangePasswordRequest>({
      ...request(PasswordEndpoint.changePassword),
      argSchema: changePasswordRequest,
      transformResponse: () => null,
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
