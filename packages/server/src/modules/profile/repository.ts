import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { userFiles, users } from '../../db/schema';

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

/** Stores a profile image in place of the previous one, and its address on the user, in one transaction. */
export async function replaceProfileImage(
  db: AppDb,
  userId: number,
  image: { fileName: string; url: string; contentType: string; content: Buffer },
  now: Date,
): Promise<void> {
  const { fileName, content } = image;
  await db.transaction(async (tx) => {
    await tx.delete(userFiles).where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'profile_image')));
    await tx.insert(userFiles).values({
      id: randomUUID(),
      userId,
      kind: 'profile_image',
      fileName,
      contentType: image.contentType,
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      createdAt: now,
    });
    await tx
      .update(users)
      .set({ profileImgUrl: image.url, profileImgFileName: fileName, updatedAt: now })
      .where(eq(users.id, userId));
  });
}

export async function removeProfileImage(db: AppDb, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userFiles).where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'profile_image')));
    await tx
      .update(users)
      .set({ profileImgUrl: null, profileImgFileName: null, updatedAt: now })
      .where(eq(users.id, userId));
  });
}

export async function findFile(db: AppDb, fileName: string) {
  const [file] = await db.select().from(userFiles).where(eq(userFiles.fileName, fileName));
  return file;
}
