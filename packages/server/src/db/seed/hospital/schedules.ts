/** The doctors' weekly schedules: every session on every working day, so there are always slots. */
import { hospitalSchedules } from '../../schema';
import { HOSPITAL_DOCTORS } from './doctors';
import type { SeedDb } from './shared';

export async function seedSchedules(db: SeedDb, doctorId: ReadonlyMap<string, number>): Promise<void> {
  await db.insert(hospitalSchedules).values(
    HOSPITAL_DOCTORS.flatMap((d) =>
      d.days.flatMap((weekday) =>
        d.sessions.map(([startTime, endTime]) => ({
          doctorId: doctorId.get(d.physicianNo) as number,
          weekday,
          startTime,
          endTime,
        })),
      ),
    ),
  );
}
