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
  /** Calling code without '+' (0002_identity.sql). */
  phoneCode: text('phone_code').notNull(),
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
  /** When UAE PASS asserted this Emirates ID; a typed one (null here) proves nothing. */
  documentVerifiedAt: ts('document_verified_at'),
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
  /** The brand site the session was opened on; null for sessions older than 0009 (refused). */
  brand: text('brand'),
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

/** UAE PASS authorization requests in flight (0003_uaepass.sql). */
export const uaePassStates = pgTable('uaepass_states', {
  stateHash: text('state_hash').primaryKey(),
  bindingHash: text('binding_hash').notNull(),
  nonce: text('nonce'),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  brand: text('brand'),
  sop1Retry: boolean('sop1_retry').notNull().default(false),
  /** Set when a signed-in user started this trip to link UAE PASS to their account. */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
});
export type UaePassStateRow = typeof uaePassStates.$inferSelect;

/** Verified UAE PASS identities waiting for registeruaepassuser (0003_uaepass.sql). */
export const uaePassRegistrations = pgTable('uaepass_registrations', {
  id: uuid('id').primaryKey(),
  uaePassUuid: text('uae_pass_uuid').notNull(),
  userType: text('user_type').notNull(),
  prospect: jsonb('prospect').$type<Record<string, unknown>>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});
export type UaePassRegistrationRow = typeof uaePassRegistrations.$inferSelect;

/* Identity and accounts (0002_identity.sql). */

export const relationTypes = pgTable('relations', {
  id: smallint('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const registrationProspects = pgTable('registration_prospects', {
  id: uuid('id')
    .primaryKey()
    .references(() => otpChallenges.id, { onDelete: 'cascade' }),
  callingCode: text('calling_code').notNull(),
  mobile: text('mobile').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  documentTypeId: smallint('document_type_id')
    .notNull()
    .references(() => documentTypes.id),
  documentId: text('document_id').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  verifiedAt: ts('verified_at'),
  expiresAt: ts('expires_at'),
  registeredAt: ts('registered_at'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});
export type RegistrationProspectRow = typeof registrationProspects.$inferSelect;

export const USER_FILE_KINDS = ['profile_image', 'document'] as const;
export type UserFileKind = (typeof USER_FILE_KINDS)[number];

export const userFiles = pgTable('user_files', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: USER_FILE_KINDS }).notNull(),
  /** The storage key (adapters/storage): a random name and the extension, never the user's name. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: ts('created_at').notNull(),
  /** A document's: whose it is (null: the account holder), its type and side (0008_documents.sql). */
  familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
  documentType: smallint('document_type'),
  documentSide: smallint('document_side'),
  /** The name the patient's file had, shown in the list only. */
  originalName: text('original_name'),
});
export type UserFileRow = typeof userFiles.$inferSelect;

export const appConfigurations = pgTable('app_configurations', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const brandSettings = pgTable('brand_settings', {
  brand: text('brand').primaryKey(),
  wpBaseUrl: text('wp_base_url').notNull(),
});

/** The content service's pages per brand and language, HTML in pageText (0005_content_pages.sql). */
export const contentPages = pgTable(
  'content_pages',
  {
    brand: text('brand')
      .notNull()
      .references(() => brandSettings.brand, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    pageText: text('page_text').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.slug, t.lang] })],
);

/* The content service's lists per brand and language (0010_content.sql). */

const brandRef = () =>
  text('brand')
    .notNull()
    .references(() => brandSettings.brand, { onDelete: 'cascade' });

/** The responsive image of a content row: src, srcset, intrinsic size of the largest. */
const imageColumns = () => ({
  imageSrc: text('image_src').notNull(),
  imageSrcset: text('image_srcset').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
});

export const contentBanners = pgTable('content_banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: brandRef(),
  lang: text('lang').notNull(),
  alt: text('alt').notNull(),
  ...imageColumns(),
  publishAt: ts('publish_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const contentNews = pgTable('content_news', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: brandRef(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  /** Plain text, paragraphs separated by a blank line. */
  description: text('description').notNull(),
  ...imageColumns(),
  publishAt: ts('publish_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const contentMedia = pgTable('content_media', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: brandRef(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  ...imageColumns(),
  videoSrc: text('video_src').notNull(),
  publishAt: ts('publish_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const contentMediaCaptions = pgTable(
  'content_media_captions',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => contentMedia.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    label: text('label').notNull(),
    src: text('src').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.lang] })],
);

export const contentInsurers = pgTable('content_insurers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: brandRef(),
  lang: text('lang').notNull(),
  name: text('name').notNull(),
  ...imageColumns(),
  sortOrder: integer('sort_order').notNull().default(0),
  publishAt: ts('publish_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** name is the package's key in both languages; displayName its card's name (packagename). */
export const contentPackages = pgTable(
  'content_packages',
  {
    brand: brandRef(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    title: text('title').notNull(),
    ...imageColumns(),
    sortOrder: integer('sort_order').notNull().default(0),
    publishAt: ts('publish_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.lang, t.name] })],
);

/** A package's sub-packages (packageKey is content_packages.name); description is HTML. */
export const contentSubPackages = pgTable('content_sub_packages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: text('brand').notNull(),
  lang: text('lang').notNull(),
  packageKey: text('package_key').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contentFaqs = pgTable('content_faqs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: brandRef(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  /** HTML. */
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  publishAt: ts('publish_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Health package enquiries (POST /user/requesthealthpkg); erased with the account. */
export const healthPackageRequests = pgTable('health_package_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  facilityId: text('facility_id')
    .notNull()
    .references(() => facilities.id),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  callingCode: text('calling_code').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  packageName: text('package_name').notNull(),
  subPackageName: text('sub_package_name').notNull(),
  apptDate: date('appt_date', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/* International patients' enquiries (0015_international.sql); erased with the account. */

export const internationalEnquiries = pgTable('international_enquiries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  facilityId: text('facility_id').references(() => facilities.id),
  fullName: text('full_name').notNull(),
  gender: text('gender', { enum: ['male', 'female'] }).notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  travelDate: date('travel_date', { mode: 'string' }).notNull(),
  comment: text('comment').notNull(),
  /** The storage key of the attached document (adapters/storage): a random name and the extension. */
  fileName: text('file_name').notNull().unique(),
  /** The name the patient's file had. */
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/* The simulated hospital information system and family members (0004_hospital.sql). */

/** Family members of an account holder (0004_hospital.sql; extended by the family-members work). */
export const familyMembers = pgTable('family_members', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  relationId: smallint('relation_id').references(() => relationTypes.id),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  genderId: smallint('gender_id').references(() => genders.id),
  mobile: text('mobile'),
  callingCode: text('calling_code'),
  documentTypeId: smallint('document_type_id').references(() => documentTypes.id),
  documentId: text('document_id'),
  /** When a code sent to `mobile` was entered; null: that mobile proves nothing yet. */
  mobileVerifiedAt: ts('mobile_verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /* 0007_family.sql; a document id is unique per account (family_members_user_document_idx). */
  email: text('email'),
  countryId: integer('country_id').references(() => countries.id),
  updatedAt: ts('updated_at'),
});
export type FamilyMemberRow = typeof familyMembers.$inferSelect;

/**
 * An add (familyMemberId null) or a mobile-changing edit waiting for the code sent to the member's
 * mobile (0007_family.sql). id is the client's referenceId; challengeId the code's current challenge.
 */
export const familyMemberPending = pgTable('family_member_pending', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
  challengeId: uuid('challenge_id').references(() => otpChallenges.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  callingCode: text('calling_code').notNull(),
  mobile: text('mobile').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  genderId: smallint('gender_id')
    .notNull()
    .references(() => genders.id),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  relationId: smallint('relation_id')
    .notNull()
    .references(() => relationTypes.id),
  documentTypeId: smallint('document_type_id')
    .notNull()
    .references(() => documentTypes.id),
  documentId: text('document_id').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  completedAt: ts('completed_at'),
});
export type FamilyMemberPendingRow = typeof familyMemberPending.$inferSelect;

export const hospitalSpecialties = pgTable('hospital_specialties', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  insuranceValidation: boolean('insurance_validation').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const hospitalConditions = pgTable('hospital_conditions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  specialtyCode: text('specialty_code')
    .notNull()
    .references(() => hospitalSpecialties.code),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const hospitalDepartments = pgTable('hospital_departments', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  onlineBooking: boolean('online_booking').notNull().default(true),
});

export const SCHEDULE_TYPES = ['OPD', 'TELEMED'] as const;

export const hospitalDoctors = pgTable('hospital_doctors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  physicianNo: text('physician_no').notNull(),
  physicianLicense: text('physician_license').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  genderId: smallint('gender_id').references(() => genders.id),
  specialtyCode: text('specialty_code')
    .notNull()
    .references(() => hospitalSpecialties.code),
  specializationEn: text('specialization_en').notNull(),
  specializationAr: text('specialization_ar').notNull(),
  departmentCode: text('department_code').references(() => hospitalDepartments.code),
  locationId: integer('location_id').references(() => locations.id),
  scheduleType: text('schedule_type', { enum: SCHEDULE_TYPES }).notNull(),
  slotMinutes: smallint('slot_minutes').notNull(),
  photoUrl: text('photo_url'),
  languagesEn: text('languages_en').notNull(),
  languagesAr: text('languages_ar').notNull(),
  biographyEn: text('biography_en').notNull(),
  biographyAr: text('biography_ar').notNull(),
  experienceYears: smallint('experience_years'),
  nationalityEn: text('nationality_en'),
  nationalityAr: text('nationality_ar'),
  appointmentMessage: text('appointment_message'),
  insuranceValidation: boolean('insurance_validation').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type HospitalDoctorRow = typeof hospitalDoctors.$inferSelect;

/** Weekly sessions in facility-local 'HH:MM' times; weekday 0 is Sunday. */
export const hospitalSchedules = pgTable('hospital_schedules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  doctorId: integer('doctor_id')
    .notNull()
    .references(() => hospitalDoctors.id, { onDelete: 'cascade' }),
  weekday: smallint('weekday').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
});

export const hospitalRestrictedInsurance = pgTable('hospital_restricted_insurance', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id),
  name: text('name').notNull(),
  insurancePlan: text('insurance_plan').notNull(),
});

export const hospitalPatients = pgTable('hospital_patients', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  facilityId: text('facility_id')
    .notNull()
    .references(() => facilities.id),
  his: text('his').notNull(),
  patientId: text('patient_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  genderId: smallint('gender_id'),
  mobileNo: text('mobile_no').notNull(),
  documentTypeId: smallint('document_type_id'),
  identityNumber: text('identity_number'),
  insuranceName: text('insurance_name'),
  planName: text('plan_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type HospitalPatientRow = typeof hospitalPatients.$inferSelect;

export const APPOINTMENT_STATUSES = ['0', 'Visited', 'Not Visited', 'Cancelled', 'Rescheduled'] as const;
export type AppointmentStatusValue = (typeof APPOINTMENT_STATUSES)[number];

/** Appointments in facility-local date and 'HH:MM' times. */
export const hospitalAppointments = pgTable('hospital_appointments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  appointmentRef: text('appointment_ref').notNull(),
  appointmentRefNo: text('appointment_ref_no').notNull(),
  facilityId: text('facility_id').notNull(),
  patientId: text('patient_id').notNull(),
  doctorId: integer('doctor_id')
    .notNull()
    .references(() => hospitalDoctors.id),
  physicianNo: text('physician_no').notNull(),
  physicianLicense: text('physician_license').notNull(),
  department: text('department').notNull(),
  locationId: integer('location_id').references(() => locations.id),
  scheduleType: text('schedule_type', { enum: SCHEDULE_TYPES }).notNull(),
  apptDate: date('appt_date', { mode: 'string' }).notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('0'),
  comment: text('comment'),
  cancelReason: text('cancel_reason'),
  rescheduledTo: integer('rescheduled_to'),
  bookedByUserId: integer('booked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  familyMemberId: integer('family_member_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  cancelledAt: ts('cancelled_at'),
});
export type HospitalAppointmentRow = typeof hospitalAppointments.$inferSelect;

/** Prescriptions a doctor wrote for a patient record (0012_medications.sql). */
export const hospitalPrescriptions = pgTable(
  'hospital_prescriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    prescriptionNo: text('prescription_no').notNull(),
    facilityId: text('facility_id').notNull(),
    patientId: text('patient_id').notNull(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => hospitalDoctors.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('hospital_prescriptions_patient_idx').on(t.facilityId, t.patientId, t.createdAt)],
);
export type HospitalPrescriptionRow = typeof hospitalPrescriptions.$inferSelect;

/** The drugs of a prescription; the duration in days. */
export const hospitalPrescriptionItems = pgTable(
  'hospital_prescription_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => hospitalPrescriptions.id, { onDelete: 'cascade' }),
    brandName: text('brand_name').notNull(),
    genericName: text('generic_name').notNull(),
    frequencyEn: text('frequency_en').notNull(),
    frequencyAr: text('frequency_ar'),
    durationDays: integer('duration_days').notNull(),
  },
  (t) => [index('hospital_prescription_items_prescription_idx').on(t.prescriptionId)],
);
/* 0011_reports.sql: lab and radiology reports, old report requests, report access grants. */

export const LAB_ORDER_TYPES = ['LAB', 'RBF'] as const;
export const ABNORMAL_FLAGS = ['H', 'L', 'A'] as const;
export type AbnormalFlag = (typeof ABNORMAL_FLAGS)[number];

/** A lab (LAB) or radiology (RBF) order of the simulated hospital, with its report's reference. */
export const hospitalLabOrders = pgTable('hospital_lab_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  facilityId: text('facility_id')
    .notNull()
    .references(() => facilities.id),
  patientId: text('patient_id').notNull(),
  docNumber: text('doc_number').notNull(),
  docNumberRef: text('doc_number_ref').notNull(),
  docPart: smallint('doc_part').notNull().default(1),
  docType: text('doc_type', { enum: LAB_ORDER_TYPES }).notNull(),
  docVersion: smallint('doc_version').notNull().default(1),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  doctorNameEn: text('doctor_name_en'),
  doctorNameAr: text('doctor_name_ar'),
  findingsEn: text('findings_en'),
  findingsAr: text('findings_ar'),
  impressionEn: text('impression_en'),
  impressionAr: text('impression_ar'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type HospitalLabOrderRow = typeof hospitalLabOrders.$inferSelect;

/** One test of an order, in the report's order: result, unit, reference range and flag. */
export const hospitalLabTests = pgTable('hospital_lab_tests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .references(() => hospitalLabOrders.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  testNameEn: text('test_name_en').notNull(),
  testNameAr: text('test_name_ar').notNull(),
  value: text('value'),
  unit: text('unit'),
  referenceRange: text('reference_range'),
  abnormalFlag: text('abnormal_flag', { enum: ABNORMAL_FLAGS }),
});
export type HospitalLabTestRow = typeof hospitalLabTests.$inferSelect;

export const OLD_REPORT_STATUSES = ['Pending', 'Sent', 'Closed'] as const;

/** A patient's request for a report older than the portal shows, for the hospital's staff. */
export const oldReportRequests = pgTable('old_report_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
  patientFirstName: text('patient_first_name').notNull(),
  patientLastName: text('patient_last_name').notNull(),
  patientDateOfBirth: date('patient_date_of_birth', { mode: 'string' }),
  reportType: text('report_type', { enum: LAB_ORDER_TYPES }).notNull(),
  lastVisitDate: date('last_visit_date', { mode: 'string' }).notNull(),
  brand: text('brand').notNull(),
  status: text('status', { enum: OLD_REPORT_STATUSES }).notNull().default('Pending'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type OldReportRequestRow = typeof oldReportRequests.$inferSelect;

/**
 * The code sent for a member's reports (challengeId) and, once verified, until when the user may
 * open them (grantedUntil); only while the member's mobile is still the one the code went to.
 */
export const reportAccessGrants = pgTable(
  'report_access_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyMemberId: integer('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id').references(() => otpChallenges.id, { onDelete: 'set null' }),
    callingCode: text('calling_code').notNull(),
    mobile: text('mobile').notNull(),
    grantedUntil: ts('granted_until'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.familyMemberId] })],
);
export type ReportAccessGrantRow = typeof reportAccessGrants.$inferSelect;

/** Feedback, complaints and suggestions (0014_feedback). */
export const feedbackPatientTypes = pgTable('feedback_patient_types', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export interface FeedbackOption {
  value: string;
  en: string;
  ar: string;
}

export const feedbackQuestions = pgTable('feedback_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: text('brand').notNull(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  patientType: text('patient_type')
    .notNull()
    .references(() => feedbackPatientTypes.slug),
  questionEn: text('question_en').notNull(),
  questionAr: text('question_ar').notNull(),
  questionType: char('question_type', { length: 1, enum: ['R', 'T', 'I', 'D'] }).notNull(),
  options: jsonb('options').$type<FeedbackOption[]>().notNull().default([]),
  isMandatory: boolean('is_mandatory').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type FeedbackQuestionRow = typeof feedbackQuestions.$inferSelect;

export const feedbackAnswers = pgTable('feedback_answers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id),
  patientType: text('patient_type')
    .notNull()
    .references(() => feedbackPatientTypes.slug),
  userName: text('user_name').notNull(),
  userEmail: text('user_email').notNull(),
  userMobile: text('user_mobile').notNull(),
  platform: text('platform').notNull(),
  answers: jsonb('answers').$type<{ questionId: number; answer: string }[]>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const complaints = pgTable('complaints', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  sequence: integer('sequence').notNull(),
  complaintNumber: text('complaint_number').notNull(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id),
  complainantName: text('complainant_name').notNull(),
  incidentDate: date('incident_date', { mode: 'string' }).notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  source: text('source').notNull(),
  complaintText: text('complaint_text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const suggestions = pgTable('suggestions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  suggestionText: text('suggestion_text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/* Contact Us and Ask Doctor (0013_help.sql). */

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  facilityId: text('facility_id').references(() => facilities.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  callingCode: text('calling_code').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const doctorQuestions = pgTable('doctor_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  facilityId: text('facility_id').references(() => facilities.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  callingCode: text('calling_code').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  isEmailCommunication: boolean('is_email_communication').notNull(),
  isMobileCommunication: boolean('is_mobile_communication').notNull(),
  comment: text('comment').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A user's notifications (0016_notifications.sql): made by a broadcast or a released lab result;
 * familyMemberId is one of the user's own family members (a composite key says so).
 */
export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<'BROADCAST' | 'LABREPORT'>().notNull(),
  promotionType: text('promotion_type').$type<'1' | 'URLPROMOTION' | 'LABREPORT'>().notNull(),
  link: text('link'),
  familyMemberId: integer('family_member_id'),
  title: text('title').notNull(),
  messageEn: text('message_en').notNull(),
  messageAr: text('message_ar').notNull(),
  broadcastId: integer('broadcast_id'),
  isRead: boolean('is_read').notNull().default(false),
  readAt: ts('read_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type NotificationRow = typeof notifications.$inferSelect;

/** Broadcast notifications (0018_broadcasts). facilityId: 'Custom', 'All' or a facility of the brand. */
export const broadcasts = pgTable('broadcasts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brand: text('brand').notNull(),
  facilityId: text('facility_id').notNull(),
  notificationType: smallint('notification_type').notNull(),
  url: text('url'),
  imageUrl: text('image_url'),
  title: text('title').notNull(),
  message: text('message').notNull(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  isExcel: boolean('is_excel').notNull(),
  pushSuccess: integer('push_success').notNull().default(0),
  pushFail: integer('push_fail').notNull().default(0),
  resentFrom: integer('resent_from'),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    entry: text('entry').notNull(),
    callingCode: text('calling_code').notNull(),
    mobile: text('mobile').notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.position] })],
);

export const broadcastImages = pgTable('broadcast_images', {
  fileName: text('file_name').primaryKey(),
  brand: text('brand').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
