import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** The tags later features invalidate with; 'LIST' ids mark whole lists. */
export const TAG_TYPES = [
  'Profile',
  'FamilyMembers',
  'Documents',
  'Appointments',
  'Notifications',
  'Reports',
  'Medications',
  'Content',
  'AdminUsers',
  'Broadcasts',
] as const;

/**
 * The one RTK Query api. It has no endpoints of its own: each feature adds its calls with
 * `api.injectEndpoints` in its own `api.ts`, so a screen's calls ship in that screen's chunk.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // A response that does not match the contract becomes an ordinary error, not a crash.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `${error.schemaName} failed validation`,
    data: error.issues,
  }),
});
