/**
 * Drizzle view of the tables created by the SQL files in ./migrations. The SQL is the source of
 * truth (it runs unchanged on PGlite and PostgreSQL); keep this file in step with it.
 */
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const OTP_PURPOSES = ['login', 'registration', 'reset', 'family', 'report'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

export const genders = pgTable('genders', {
  id: smallint('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const documentTypes = pgTable('document_types', {
  id: smallint('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso2: char('iso2', { length: 2 }).notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const facilities = pgTable('facilities', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  hisName: text('his_name').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  vblog: text('vblog'),
  insuranceValidation: boolean('insurance_validation').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  facilityId: text('facility_id')
    .notNull()
    .references(() => facilities.id),
  brand: text('brand').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  addressEn: text('address_en').notNull(),
  addressAr: text('address_ar').notNull(),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  mapLink: text('map_link'),
  websiteLink: text('website_link'),
  imageUrl: text('image_url'),
  vblog: text('vblog'),
  insuranceValidation: boolean('insurance_validation').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  roleId: smallint('role_id')
    .notNull()
    .default(1)
    .references(() => roles.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  callingCode: text('calling_code').notNull(),
  mobile: text('mobile').notNull(),
  passwordHash: text('password_hash'),
  isDefaultPassword: boolean('is_default_password').notNull().default(false),
  passwordChangedAt: ts('password_changed_at'),
  genderId: smallint('gender_id').references(() => genders.id),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  countryId: integer('country_id').references(() => countries.id),
  documentTypeId: smallint('document_type_id').references(() => documentTypes.id),
  documentId: text('document_id'),
  facilityId: text('facility_id').references(() => facilities.id),
  profileImgUrl: text('profile_img_url'),
  profileImgFileName: text('profile_img_file_name'),
  uaePassUuid: text('uae_pass_uuid'),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: ts('deleted_at'),
  lastLoginAt: ts('last_login_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const accountLockouts = pgTable('account_lockouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: ts('locked_until'),
  lastFailedAt: ts('last_failed_at'),
  updatedAt: ts('updated_at').notNull(),
});

export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    callingCode: text('calling_code').notNull(),
    mobile: text('mobile').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    invalidatedAt: ts('invalidated_at'),
  },
  (t) => [index('otp_challenges_lookup_idx').on(t.callingCode, t.mobile, t.purpose, t.createdAt)],
);
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull(),
  absoluteExpiresAt: ts('absolute_expires_at').notNull(),
  lastUsedAt: ts('last_used_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokedReason: text('revoked_reason'),
  viaUaePass: boolean('via_uae_pass').notNull().default(false),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: ts('created_at').notNull(),
  usedAt: ts('used_at'),
  replacedBy: uuid('replaced_by'),
});

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  occurredAt: ts('occurred_at').notNull(),
  userId: integer('user_id'),
  subject: text('subject'),
  action: text('action').notNull(),
  outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
  reason: text('reason'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  requestId: text('request_id'),
  details: jsonb('details').$type<Record<string, unknown>>(),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  callingCode: text('calling_code').notNull(),
  mobile: text('mobile').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  code: text('code'),
  purpose: text('purpose'),
  gateway: text('gateway').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
