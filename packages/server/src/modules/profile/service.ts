import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/index';
import {
  accountLockouts,
  auditLog,
  authSessions,
  complaints,
  contactMessages,
  doctorQuestions,
  familyMemberPending,
  familyMembers,
  feedbackAnswers,
  healthPackageRequests,
  internationalEnquiries,
  oldReportRequests,
  otpChallenges,
  registrationProspects,
  smsOutbox,
  suggestions,
  userFiles,
  users,
} from '../../db/schema';

/**
 * Deletes an account in one transaction: its files (answered as their storage keys, for the caller
 * to remove from the storage once the rows are gone), codes, registrations, SMS copies and sessions
 * (with their refresh tokens) go; the user row stays, stripped of personal data and marked deleted,
 * so that audit rows and records of the hospital keep pointing at an id. Audit rows stay, without
 * the mobile number they name. Every table that holds a user's personal data is cleared here.
 */
export async function eraseAccount(
  db: AppDb,
  userId: number,
  now: Date,
): Promise<{ files: string[] } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ callingCode: users.callingCode, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    const subject = `${user.callingCode}${user.mobile}`;
    const sameMobile = (table: typeof otpChallenges | typeof registrationProspects | typeof smsOutbox) =>
      and(eq(table.callingCode, user.callingCode), eq(table.mobile, user.mobile));

    // The profile image and every document, the family members' included.
    const files = await tx
      .delete(userFiles)
      .where(eq(userFiles.userId, userId))
      .returning({ fileName: userFiles.fileName });
    // Family members are personal data the account holder entered; they go with the account.
    await tx.delete(familyMemberPending).where(eq(familyMemberPending.userId, userId));
    // Old report requests name the patient or a member: withdrawn with the account (the grants
    // to open a member's reports go with the members, on delete cascade).
    await tx.delete(oldReportRequests).where(eq(oldReportRequests.userId, userId));
    await tx.delete(familyMembers).where(eq(familyMembers.userId, userId));
    // Health package requests hold the names, mobile and e-mail the patient typed.
    await tx.delete(healthPackageRequests).where(eq(healthPackageRequests.userId, userId));
    // So do the international enquiries, and each has an attached document in the storage.
    const enquiryFiles = await tx
      .delete(internationalEnquiries)
      .where(eq(internationalEnquiries.userId, userId))
      .returning({ fileName: internationalEnquiries.fileName });
    // So do the Contact Us messages and Ask Doctor questions, for the same reason.
    await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
    await tx.delete(doctorQuestions).where(eq(doctorQuestions.userId, userId));
    // Prospects go with their challenges (on delete cascade).
    await tx.delete(registrationProspects).where(sameMobile(registrationProspects));
    await tx.delete(otpChallenges).where(or(eq(otpChallenges.userId, userId), sameMobile(otpChallenges)));
    await tx.delete(smsOutbox).where(sameMobile(smsOutbox));
    await tx.delete(accountLockouts).where(eq(accountLockouts.userId, userId));
    // What the patient sent as feedback, complaints and suggestions names them (name, e-mail, mobile).
    await tx.delete(feedbackAnswers).where(eq(feedbackAnswers.userId, userId));
    await tx.delete(complaints).where(eq(complaints.userId, userId));
    await tx.delete(suggestions).where(eq(suggestions.userId, userId));
    // Deleting the sessions revokes them: their refresh tokens go too, and every access token
    // names a session that no longer exists.
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    await tx
      .update(auditLog)
      .set({ subject: null })
      .where(
        or(
          eq(auditLog.subject, subject),
          and(eq(auditLog.userId, userId), sql`${auditLog.subject} is not null`),
        ),
      );
    await tx
      .update(users)
      .set({
        firstName: '',
        lastName: '',
        email: null,
        callingCode: '',
        mobile: '',
        passwordHash: null,
        isDefaultPassword: false,
        genderId: null,
        dateOfBirth: null,
        countryId: null,
        documentTypeId: null,
        documentId: null,
        facilityId: null,
        profileImgUrl: null,
        profileImgFileName: null,
        uaePassUuid: null,
        isActive: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return { files: [...files, ...enquiryFiles].map((file) => file.fileName) };
  });
}
