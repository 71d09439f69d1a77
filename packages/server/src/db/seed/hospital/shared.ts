/** What the hospital seed's parts share: the database they write with, the weekday sets of the schedules. */
import type { AppDb } from '../../index';

export type SeedDb = Pick<AppDb, 'select' | 'insert'>;

export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
export const SUN_THU = [0, 1, 2, 3, 4];
export const MON_FRI = [1, 2, 3, 4, 5];
export const MON_SAT = [1, 2, 3, 4, 5, 6];
