import { randomUUID } from 'node:crypto';
import type { DocumentSideId, UploadDocumentType } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import { familyMembers, userFiles, users } from '../../db/schema';
import type { StoredFile } from '../../services/files';

/** Whose documents: the account holder (memberId 0) or one of their family members. */
export interface DocumentOwner {
  userId: number;
  memberId: number;
}

export interface DocumentSlotOf extends DocumentOwner {
  documentType: UploadDocumentType;
  documentSide: DocumentSideId;
}

const ofOwner = ({ userId, memberId }: DocumentOwner) =>
  and(
    eq(userFiles.userId, userId),
    eq(userFiles.kind, 'document'),
    memberId === 0 ? isNull(userFiles.familyMemberId) : eq(userFiles.familyMemberId, memberId),
  );

const ofSlot = (slot: DocumentSlotOf) =>
  and(
    ofOwner(slot),
    eq(userFiles.documentType, slot.documentType),
    eq(userFiles.documentSide, slot.documentSide),
  );

/** Whether the family member is one of the user's. */
export async function isMemberOf(db: AppDb, userId: number, memberId: number): Promise<boolean> {
  const [member] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)));
  return member !== undefined;
}

export async function listDocuments(db: AppDb, owner: DocumentOwner) {
  return db.select().from(userFiles).where(ofOwner(owner));
}

/**
 * Records a stored document in its slot, in place of the one there. Answers the storage keys it
 * replaced. The user's row is locked first, so two uploads to one slot wait for each other.
 */
export async function replaceDocument(
  db: AppDb,
  slot: DocumentSlotOf,
  file: StoredFile & { originalName: string },
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, slot.userId)).for('update');
    const replaced = await tx
      .delete(userFiles)
      .where(ofSlot(slot))
      .returning({ fileName: userFiles.fileName });
    await tx.insert(userFiles).values({
      id: randomUUID(),
      userId: slot.userId,
      kind: 'document',
      familyMemberId: slot.memberId === 0 ? null : slot.memberId,
      documentType: slot.documentType,
      documentSide: slot.documentSide,
      ...file,
      createdAt: now,
    });
    return replaced.map((row) => row.fileName);
  });
}

/** Answers the storage keys of the removed document (none when the slot was empty). */
export async function removeDocument(db: AppDb, slot: DocumentSlotOf): Promise<string[]> {
  const removed = await db.delete(userFiles).where(ofSlot(slot)).returning({ fileName: userFiles.fileName });
  return removed.map((row) => row.fileName);
}

/** Answers the storage keys of every document of one family member, now removed. */
export async function removeMemberDocumentRows(db: AppDb, owner: DocumentOwner): Promise<string[]> {
  const removed = await db
    .delete(userFiles)
    .where(ofOwner(owner))
    .returning({ fileName: userFiles.fileName });
  return removed.map((row) => row.fileName);
}
