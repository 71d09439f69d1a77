import {
  type BookPackageRequest,
  type BookPackageResponse,
  bookPackageRequest,
  ContentEndpoint,
  type ContentListQuery,
  type HealthPackage,
  type HealthPackageDetail,
  type PackageQuery,
  type PackageResponse,
  type PackagesResponse,
} from '@portal/contract';
import { api } from '../api/api';
import { request } from '../api/endpoint';

/** Health packages of spec section 7 (all, one by name) and the booking, checked by the contract. */
export const healthPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthPackages: build.query<HealthPackage[], ContentListQuery>({
      ...request(ContentEndpoint.packages),
      transformResponse: (response: PackagesResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'PACKAGES' }],
    }),

    /** One package with its sub-packages (HTML descriptions, sanitised where shown). */
    healthPackage: build.query<HealthPackageDetail, PackageQuery>({
      ...request(ContentEndpoint.package),
      transformResponse: (response: PackageResponse) => response.data.data,
      providesTags: [{ type: 'Content', id: 'PACKAGES' }],
    }),

    /** POST /user/requesthealthpkg: stored for the patient when the answer is result true. */
    bookHealthPackage: build.mutation<{ result: true }, BookPackageRequest>({
      ...request(ContentEndpoint.bookPackage),
      argSchema: bookPackageRequest,
      transformResponse: (response: BookPackageResponse) => response.data,
    }),
  }),
});

export const { useHealthPackagesQuery, useHealthPackageQuery, useBookHealthPackageMutation } =
  healthPackagesApi;
