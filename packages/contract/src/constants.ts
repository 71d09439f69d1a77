/** Business constants and limits of spec section 9, as named values. */

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
/** Upper bound on a code's life (SECURITY.md); the server tells the client the real validity. */
export const OTP_MAX_VALIDITY_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;

export const MOBILE_MIN_DIGITS = 8;
export const MOBILE_MAX_DIGITS = 10;
export const DEFAULT_CALLING_CODE = '971';
export const MASKED_VISIBLE_DIGITS = 3;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MAX = 50;

export const DOCUMENT_ID_MAX = 15;
export const DOCUMENT_ID_MIN = 6;
export const SIGNUP_DOCUMENT_ID_MIN = 5;
export const EMIRATES_ID_PREFIX = '784';
export const EMIRATES_ID_DIGITS = 15;
export const EMIRATES_ID_FORMAT = '784-YYYY-NNNNNNN-N';

export const UPLOAD_MAX_BYTES = 2_048_000;
export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

export const HELPLINE = '8007267';

export const REQUEST_TIMEOUT_MS = 300_000;
export const TOAST_MS = 3_000;
export const TOAST_LONG_MS = 5_000;
export const REDIRECT_SHORT_MS = 2_000;
export const REDIRECT_LONG_MS = 3_000;
export const CAROUSEL_INTERVAL_MS = 3_000;
export const PACKAGE_DIALOG_CLOSE_MS = 3_000;
export const BROADCAST_DIALOG_CLOSE_MS = 1_000;
export const DELETE_ACCOUNT_LOGOUT_MS = 1_000;

export const TELECONSULT_WINDOW_MINUTES = 5;
export const NEXT_AVAILABLE_DAYS = 30;
export const LAB_CURRENT_DAYS = 30;
export const LAB_PAST_MONTHS = 6;
/** Report search and the doctor-result search start at this many characters. */
export const SEARCH_MIN_CHARS = 3;
/** Dashboard doctor suggestions open after more than 2 characters. */
export const DASHBOARD_SUGGEST_MIN_CHARS = 3;
export const SEARCH_ENTER_MIN_CHARS = 2;

export const HEIGHT_MIN_CM = 30;
export const HEIGHT_MAX_CM = 340;
export const BODY_FIELD_MAX_DIGITS = 3;
export const STROKE_HIGH_RED = 3;
export const STROKE_MODERATE_RED_PLUS_YELLOW = 4;

export const FREE_TEXT_MIN_EXCLUSIVE = 5;
export const FREE_TEXT_MAX = 500;
export const INTERNATIONAL_COMMENT_MAX = 400;
export const NOTIFICATION_TITLE_MAX = 30;
export const NOTIFICATION_MESSAGE_MAX = 120;
export const EXCEL_CODE_NUMBER_MIN = 7;
export const EXCEL_CODE_NUMBER_MAX = 14;

export const ADMIN_PAGE_SIZE = 15;
export const NOTIFICATION_HISTORY_PAGE_SIZE = 10;
export const DASHBOARD_NEWS_COUNT = 4;
export const DASHBOARD_EVENTS_COUNT = 5;

export const ADULT_AGE = 18;
export const SCHEDULING_TYPE = 'ONLINE';
export const BOOKING_TITLE = 'Mr';
export const COMPLAINT_SOURCE = 'Portal';
export const FEEDBACK_PLATFORM = 'Portal';
export const SLOT_GROUPS = ['Morning', 'Afternoon', 'Evening'] as const;

export const ROLE_PATIENT = 1;
export const ROLE_ADMIN = 3;
export const ROLE_BROADCASTER = 2;
export const BROADCAST_ROLES = [ROLE_BROADCASTER, ROLE_ADMIN] as const;

export const MEDICATION_TAB_ACTIVE = '1';
export const MEDICATION_TAB_PAST = '2';

export const DATE_FORMAT = 'dd/MM/yyyy';
export const VERSION_LABEL = 'V 1.0.0';

/** Header every patient-portal request carries. */
export const CHANNEL_HEADER = 'x-channel';
export const CHANNEL_PATIENT_PORTAL = 'PatientPortal';

/** Document types of spec section 3. */
export const DocumentType = {
  EmiratesId: 1,
  LabourCard: 2,
  DrivingLicence: 3,
  Passport: 4,
  InternationalId: 5,
  Insurance: 6,
} as const;
export type DocumentTypeId = (typeof DocumentType)[keyof typeof DocumentType];
