import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { userFiles, users } from '../../db/schema';
import type { StoredFile } from '../../services/files';

/** The personal details of My Profile; throws the database's unique violation on a taken document. */
export async function savePersonalDetails(
  db: AppDb,
  userId: number,
  details: {
    firstName: string;
    lastName: string;
    email: string;
    dateOfBirth: string;
    genderId: number;
    countryId: number;
    documentTypeId: number;
    documentId: string;
  },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      dateOfBirth: details.dateOfBirth,
      genderId: details.genderId,
      countryId: details.countryId,
      documentTypeId: details.documentTypeId,
      documentId: details.documentId,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** False when no row changed (the user vanished meanwhile). */
export async function saveDateOfBirth(db: AppDb, userId: number, dateOfBirth: string, now: Date) {
  const updated = await db
    .update(users)
    .set({ dateOfBirth, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** False when no row changed (the user vanished meanwhile). */
export async function saveFacility(db: AppDb, userId: number, facilityId: string, now: Date) {
  const updated = await db
    .update(users)
    .set({ facilityId, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * Records a stored profile image in place of the previous one, and its address on the user, in one
 * transaction. Answers the storage keys of the images it replaced.
 */
export async function replaceProfileImage(
  db: AppDb,
  userId: number,
  image: StoredFile,
  url: string,
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const replaced = await tx
      .delete(userFiles)
      .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'profile_image')))
      .returning({ fileName: userFiles.fileName });
    await tx
      .insert(userFiles)
      .values({ id: randomUUID(), userId, kind: 'profile_image', ...image, createdAt: now });
    await tx
      .update(users)
      .set({ profileImgUrl: url, profileImgFileName: image.fileName, updatedAt: now })
      .where(eq(users.id, userId));
    return replaced.map((file) => file.fileName);
  });
}

/** Answers the storage keys of the removed images. */
export async function removeProfileImage(db: AppDb, userId: number, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userFiles)
      .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'profile_image')))
      .returning({ fileName: userFiles.fileName });
    await tx
      .update(users)
      .set({ profileImgUrl: null, profileImgFileName: null, updatedAt: now })
      .where(eq(users.id, userId));
    return removed.map((file) => file.fileName);
  });
}
