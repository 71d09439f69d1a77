import {
  type MedicationsData,
  type MedicationsRequest,
  type MedicationsResponse,
  medicationsPath,
  medicationsResponse,
} from '@portal/contract';
import { api } from '../api/api';

export interface MedicationsArgs {
  /** 0: the signed-in user. */
  familyMemberId: number;
  /** The brand's key: the last segment of the path (spec section 7). */
  brandName: string;
}

/** POST medications/{brandName} (contract medications.ts: not a descriptor, the brand is in the path). */
export const medicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    medications: build.query<MedicationsData, MedicationsArgs>({
      query: ({ familyMemberId, brandName }) => ({
        url: medicationsPath(brandName),
        method: 'POST',
        body: { familyMemberId } satisfies MedicationsRequest,
      }),
      rawResponseSchema: medicationsResponse,
      transformResponse: (response: MedicationsResponse) => response.data,
      providesTags: ['Medications'],
    }),
  }),
});

export const { useMedicationsQuery } = medicationsApi;
