import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DocumentType, ROLE_ADMIN, ROLE_BROADCASTER, type UaePassProspect } from '@portal/contract';
import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ALPHA3_TO_ALPHA2, type UaePassIdentity } from '../../adapters/uaepass/claims';
import type { AppDb } from '../../db/index';
import {
  countries,
  type UaePassRegistrationRow,
  type UaePassStateRow,
  type UserRow,
  uaePassRegistrations,
  uaePassStates,
  users,
} from '../../db/schema';
import { findUserByMobile } from '../../services/users';

/** 256 random bits, base64url: states, nonces, PKCE verifiers (43 characters, RFC 7636's minimum). */
export const newSecret = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** RFC 7636 S256. */
export const pkceChallenge = (verifier: string) => sha256(verifier);
export const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Wrong dates of birth a first-time user may try before the reference dies. */
export const REGISTRATION_MAX_ATTEMPTS = 5;

export interface NewState {
  state: string;
  binding: string;
  nonce: string | null;
  codeVerifier: string;
  redirectUri: string;
  brand: string | null;
  sop1Retry: boolean;
  /** The signed-in user who asked to link UAE PASS to their account; null for a sign-in. */
  linkUserId: number | null;
  now: Date;
  expiresAt: Date;
}

export async function saveState(db: AppDb, input: NewState): Promise<void> {
  await db.insert(uaePassStates).values({
    stateHash: sha256(input.state),
    bindingHash: sha256(input.binding),
    nonce: input.nonce,
    codeVerifier: input.codeVerifier,
    redirectUri: input.redirectUri,
    brand: input.brand,
    sop1Retry: input.sop1Retry,
    linkUserId: input.linkUserId,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export type StateRefusal = 'unknown' | 'binding' | 'expired' | 'used';
export type StateCheck = { ok: true; state: UaePassStateRow } | { ok: false; reason: StateRefusal };

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Uses up the state of a returning sign-in. It must be one this deployment issued, to this browser
 * (its binding cookie), not yet used and not expired. Of two requests racing with one state only
 * one gets it. A state presented by another browser is not spent, so a forged return cannot burn
 * the real user's sign-in.
 */
export async function takeState(
  db: AppDb,
  now: Date,
  state: string,
  binding: string | undefined,
): Promise<StateCheck> {
  const stateHash = sha256(state);
  const [row] = await db.select().from(uaePassStates).where(eq(uaePassStates.stateHash, stateHash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (!binding || !sameHash(row.bindingHash, sha256(binding))) return { ok: false, reason: 'binding' };
  if (row.consumedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const [taken] = await db
    .update(uaePassStates)
    .set({ consumedAt: now })
    .where(
      and(
        eq(uaePassStates.stateHash, stateHash),
        isNull(uaePassStates.consumedAt),
        gt(uaePassStates.expiresAt, now),
      ),
    )
    .returning();
  return taken ? { ok: true, state: taken } : { ok: false, reason: 'used' };
}

/** Drops states and registrations past their life (a day later for states, so 'used' still answers). */
export async function purgeExpired(db: AppDb, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  await db.delete(uaePassStates).where(lt(uaePassStates.expiresAt, dayAgo));
  await db.delete(uaePassRegistrations).where(lte(uaePassRegistrations.expiresAt, now));
}

export type Resolution =
  | { kind: 'user'; user: UserRow; linked: boolean }
  | {
      kind: 'conflict';
      reason: 'details_mismatch' | 'linked_elsewhere' | 'staff_account' | 'sign_in_to_link';
    }
  | { kind: 'none' };

/** Staff accounts never sign in or link through UAE PASS. */
export const STAFF_ROLES: readonly number[] = [ROLE_ADMIN, ROLE_BROADCASTER];

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').replace(/^0+/, '');

/** The account's mobile (proven by its registration code) is the one UAE PASS verified. */
function sameMobile(user: UserRow, identity: UaePassIdentity): boolean {
  return (
    !!identity.mobile &&
    digits(user.mobile) === digits(identity.mobile) &&
    digits(user.callingCode) === digits(identity.callingCode)
  );
}

/** True when the account holds this Emirates ID (typed or verified). */
function holdsEmiratesId(user: UserRow, emiratesId: string | null): boolean {
  return !!emiratesId && user.documentTypeId === DocumentType.EmiratesId && user.documentId === emiratesId;
}

/**
 * The portal account of a verified UAE PASS identity: the one already linked to it, else a patient
 * account that proves to be the same person, which gets linked now. Proof is the account's mobile
 * (verified by its registration code) equal to the one UAE PASS verified, or an Emirates ID on the
 * account that UAE PASS itself asserted before. An Emirates ID someone only typed proves nothing:
 * that account's owner must sign in and link from inside (linkAccount). Anything contradicting the
 * identity (another Emirates ID, another UAE PASS id, a staff account) is a conflict, never a link.
 */
export async function resolveUser(db: AppDb, identity: UaePassIdentity, now: Date): Promise<Resolution> {
  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(users.uaePassUuid, identity.uuid), isNull(users.deletedAt)));
  if (linked) return { kind: 'user', user: linked, linked: false };

  let candidate: UserRow | undefined;
  if (identity.emiratesId) {
    const [byId] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.documentTypeId, DocumentType.EmiratesId),
          eq(users.documentId, identity.emiratesId),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (byId && !byId.uaePassUuid && !byId.documentVerifiedAt && !sameMobile(byId, identity)) {
      return { kind: 'conflict', reason: 'sign_in_to_link' };
    }
    candidate = byId;
  }
  if (!candidate && identity.callingCode && identity.mobile) {
    const byMobile = await findUserByMobile(db, identity.callingCode, identity.mobile);
    if (
      byMobile &&
      identity.emiratesId &&
      byMobile.documentTypeId === DocumentType.EmiratesId &&
      byMobile.documentId !== identity.emiratesId
    ) {
      return { kind: 'conflict', reason: 'details_mismatch' };
    }
    candidate = byMobile;
  }
  if (!candidate) return { kind: 'none' };
  if (candidate.uaePassUuid) return { kind: 'conflict', reason: 'linked_elsewhere' };
  if (STAFF_ROLES.includes(candidate.roleId)) return { kind: 'conflict', reason: 'staff_account' };

  const [updated] = await db
    .update(users)
    .set({
      uaePassUuid: identity.uuid,
      ...(holdsEmiratesId(candidate, identity.emiratesId) ? { documentVerifiedAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(users.id, candidate.id), isNull(users.uaePassUuid)))
    .returning();
  if (updated) return { kind: 'user', user: updated, linked: true };
  // Another server linked it a moment ago: read again.
  return resolveUser(db, identity, now);
}

export type LinkOutcome =
  | { kind: 'linked'; user: UserRow }
  | {
      kind: 'refused';
      reason: 'no_account' | 'already_linked' | 'linked_elsewhere' | 'details_mismatch' | 'staff_account';
    };

/**
 * Links UAE PASS to the account of the signed-in user who started the round trip (their password
 * and code proved the account; UAE PASS proved the person). The account's own Emirates ID, when it
 * has one, must be the one UAE PASS asserts; a match makes that ID verified.
 */
export async function linkAccount(
  db: AppDb,
  userId: number,
  identity: UaePassIdentity,
  now: Date,
): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return { kind: 'refused', reason: 'no_account' };
    if (user.uaePassUuid === identity.uuid) return { kind: 'linked', user };
    if (user.uaePassUuid) return { kind: 'refused', reason: 'already_linked' };
    if (STAFF_ROLES.includes(user.roleId)) return { kind: 'refused', reason: 'staff_account' };
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.uaePassUuid, identity.uuid), isNull(users.deletedAt)));
    if (other) return { kind: 'refused', reason: 'linked_elsewhere' };
    if (
      user.documentTypeId === DocumentType.EmiratesId &&
      user.documentId &&
      identity.emiratesId &&
      user.documentId !== identity.emiratesId
    ) {
      return { kind: 'refused', reason: 'details_mismatch' };
    }
    // A deleted account keeps no claim on the UAE PASS id (the column is unique).
    await tx
      .update(users)
      .set({ uaePassUuid: null })
      .where(and(eq(users.uaePassUuid, identity.uuid), isNotNull(users.deletedAt)));
    const [updated] = await tx
      .update(users)
      .set({
        uaePassUuid: identity.uuid,
        ...(holdsEmiratesId(user, identity.emiratesId) ? { documentVerifiedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) return { kind: 'refused', reason: 'no_account' };
    return { kind: 'linked', user: updated };
  });
}

/** countries.id of what UAE PASS calls the nationality (alpha-3, alpha-2 or English name). */
export async function countryIdOf(db: AppDb, nationality: string | null): Promise<number | null> {
  if (!nationality) return null;
  const value = nationality.trim();
  const iso2 =
    value.length === 3 ? ALPHA3_TO_ALPHA2[value.toUpperCase()] : value.length === 2 ? value : undefined;
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(iso2 ? eq(countries.iso2, iso2.toUpperCase()) : sql`lower(${countries.nameEn}) = lower(${value})`)
    .limit(1);
  return row?.id ?? null;
}

/** The prospect fields a registration row keeps (everything but the reference and expiry). */
export type StoredProspect = Omit<UaePassProspect, 'referenceId' | 'expiresAt' | 'needsDateOfBirth'>;

export async function createRegistration(
  db: AppDb,
  input: { identity: UaePassIdentity; countryId: number | null; now: Date; expiresAt: Date },
): Promise<UaePassProspect> {
  const { identity } = input;
  if (!identity.callingCode || !identity.mobile) throw new Error('a registration needs a mobile');
  const prospect: StoredProspect = {
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    callingCode: identity.callingCode,
    mobile: identity.mobile,
    genderId: identity.genderId,
    countryId: input.countryId,
    dateOfBirth: identity.dateOfBirth,
    documentTypeId: identity.emiratesId ? DocumentType.EmiratesId : null,
    documentId: identity.emiratesId,
  };
  const [row] = await db
    .insert(uaePassRegistrations)
    .values({
      id: randomUUID(),
      uaePassUuid: identity.uuid,
      userType: identity.userType,
      prospect,
      createdAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning({ id: uaePassRegistrations.id });
  if (!row) throw new Error('registration was not stored');
  return {
    referenceId: row.id,
    ...prospect,
    needsDateOfBirth: prospect.dateOfBirth === null,
    expiresAt: input.expiresAt.toISOString(),
  };
}

/** A registration that can still be confirmed, or undefined. */
export async function liveRegistration(
  db: AppDb,
  id: string,
  now: Date,
): Promise<(UaePassRegistrationRow & { stored: StoredProspect }) | undefined> {
  const [row] = await db
    .select()
    .from(uaePassRegistrations)
    .where(
      and(
        eq(uaePassRegistrations.id, id),
        isNull(uaePassRegistrations.consumedAt),
        gt(uaePassRegistrations.expiresAt, now),
        lt(uaePassRegistrations.attempts, REGISTRATION_MAX_ATTEMPTS),
      ),
    );
  return row ? { ...row, stored: row.prospect as unknown as StoredProspect } : undefined;
}

export async function countRegistrationFailure(db: AppDb, id: string): Promise<void> {
  await db
    .update(uaePassRegistrations)
    .set({ attempts: sql`${uaePassRegistrations.attempts} + 1` })
    .where(eq(uaePassRegistrations.id, id));
}

export class RegistrationConflict extends Error {}

/**
 * Turns a confirmed registration into a portal user linked to UAE PASS, in one transaction: the
 * reference is spent only if the user is created. Returns the new user id, or undefined when the
 * reference was spent meanwhile. Throws RegistrationConflict when the mobile or the UAE PASS id
 * belongs to a live account by now.
 */
export async function completeRegistration(
  db: AppDb,
  input: {
    registration: UaePassRegistrationRow & { stored: StoredProspect };
    dateOfBirth: string;
    now: Date;
  },
): Promise<number | undefined> {
  const { registration, now } = input;
  const p = registration.stored;
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(uaePassRegistrations)
      .set({ consumedAt: now })
      .where(
        and(
          eq(uaePassRegistrations.id, registration.id),
          isNull(uaePassRegistrations.consumedAt),
          gt(uaePassRegistrations.expiresAt, now),
        ),
      )
      .returning({ id: uaePassRegistrations.id });
    if (!spent) return undefined;
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          or(
            eq(users.uaePassUuid, registration.uaePassUuid),
            and(eq(users.callingCode, p.callingCode), eq(users.mobile, p.mobile)),
          ),
        ),
      )
      .limit(1);
    if (taken.length > 0) throw new RegistrationConflict();
    // A deleted account keeps no claim on the UAE PASS id (the column is unique).
    await tx
      .update(users)
      .set({ uaePassUuid: null })
      .where(and(eq(users.uaePassUuid, registration.uaePassUuid), isNotNull(users.deletedAt)));
    const [created] = await tx
      .insert(users)
      .values({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        callingCode: p.callingCode,
        mobile: p.mobile,
        passwordHash: null,
        genderId: p.genderId,
        dateOfBirth: input.dateOfBirth,
        countryId: p.countryId,
        documentTypeId: p.documentTypeId,
        documentId: p.documentId,
        // UAE PASS asserted it: this Emirates ID proves who the account belongs to.
        documentVerifiedAt: p.documentId ? now : null,
        uaePassUuid: registration.uaePassUuid,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('user was not created');
    await tx
      .update(uaePassRegistrations)
      .set({ userId: created.id })
      .where(eq(uaePassRegistrations.id, registration.id));
    return created.id;
  });
}
