import {
  DEFAULT_CALLING_CODE,
  DocumentType,
  emiratesIdDigits,
  isEmiratesIdFormat,
  NAME_MAX,
} from '@portal/contract';
import * as z from 'zod/mini';

const text = z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined);

/**
 * The userinfo answer of UAE PASS (docs.uaepass.ae, "User Information"). Only `sub` is required:
 * SOP1 accounts carry little more than a name, an e-mail and a mobile. Anything malformed in an
 * optional claim is dropped rather than trusted.
 */
export const uaePassClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  uuid: text,
  userType: text,
  firstnameEN: text,
  lastnameEN: text,
  fullnameEN: text,
  firstnameAR: text,
  lastnameAR: text,
  fullnameAR: text,
  email: text,
  mobile: text,
  idn: text,
  idType: text,
  gender: text,
  nationalityEN: text,
  nationalityAR: text,
  dob: text,
});
export type UaePassClaims = z.infer<typeof uaePassClaimsSchema>;

/** What the portal takes from a UAE PASS identity: the fields of a portal user, already checked. */
export interface UaePassIdentity {
  /** The stable UAE PASS id (uuid, else sub) kept in users.uae_pass_uuid. */
  uuid: string;
  userType: string;
  firstName: string;
  lastName: string;
  email: string | null;
  callingCode: string | null;
  mobile: string | null;
  genderId: 1 | 2 | null;
  /** As UAE PASS writes it (ISO 3166 alpha-3 such as ARE, or an English name). */
  nationality: string | null;
  dateOfBirth: string | null;
  /** Digits only, a well-formed Emirates ID, or null. */
  emiratesId: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '971505550002', '+971 50 555 0002', '00971505550002' or '0505550002' to 971 + 505550002. */
export function splitUaeMobile(value: string | undefined): { callingCode: string; mobile: string } | null {
  if (!value) return null;
  let digits = value.replace(/[\s()-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (/^0\d{8,9}$/.test(digits)) digits = `${DEFAULT_CALLING_CODE}${digits.slice(1)}`;
  if (!/^\d+$/.test(digits) || !digits.startsWith(DEFAULT_CALLING_CODE)) return null;
  const mobile = digits.slice(DEFAULT_CALLING_CODE.length);
  return /^\d{8,10}$/.test(mobile) ? { callingCode: DEFAULT_CALLING_CODE, mobile } : null;
}

function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** ISO yyyy-MM-dd or the dd/MM/yyyy UAE PASS may send, to ISO; anything else to null. */
export function isoDateOf(value: string | undefined): string | null {
  if (!value) return null;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value.slice(0, 10);
  return isRealIsoDate(iso) ? iso : null;
}

function genderOf(value: string | undefined): 1 | 2 | null {
  if (!value) return null;
  if (/^m(ale)?$/i.test(value)) return 1;
  if (/^f(emale)?$/i.test(value)) return 2;
  return null;
}

const name = (value: string | undefined) => (value ?? '').trim().slice(0, NAME_MAX);

export function identityOf(claims: UaePassClaims): UaePassIdentity {
  let firstName = name(claims.firstnameEN);
  let lastName = name(claims.lastnameEN);
  if ((!firstName || !lastName) && claims.fullnameEN) {
    const parts = claims.fullnameEN.trim().split(/\s+/);
    if (!firstName) firstName = name(parts[0]);
    if (!lastName) lastName = name(parts.slice(1).join(' ') || parts[0]);
  }
  const phone = splitUaeMobile(claims.mobile);
  const idn = claims.idn ? emiratesIdDigits(claims.idn.replace(/\s/g, '')) : '';
  const email = claims.email?.toLowerCase();
  return {
    uuid: claims.uuid || claims.sub,
    userType: (claims.userType ?? '').toUpperCase(),
    firstName,
    lastName,
    email: email && EMAIL.test(email) ? email : null,
    callingCode: phone?.callingCode ?? null,
    mobile: phone?.mobile ?? null,
    genderId: genderOf(claims.gender),
    nationality: claims.nationalityEN || null,
    dateOfBirth: isoDateOf(claims.dob),
    emiratesId: idn && isEmiratesIdFormat(idn) ? idn : null,
  };
}

export const EMIRATES_ID_DOCUMENT = DocumentType.EmiratesId;

/**
 * ISO 3166 alpha-3 (what UAE PASS sends as nationalityEN) to the alpha-2 of countries.iso2, for the
 * nationalities most common among the hospitals' patients. Any other leaves the nationality for the
 * user to complete (POST /User/completeprofile).
 */
const ALPHA3_PAIRS =
  'ARE AE SAU SA JOR JO EGY EG IND IN PAK PK PHL PH GBR GB USA US LBN LB BHR BH KWT KW OMN OM QAT QA ' +
  'SYR SY IRQ IQ YEM YE SDN SD PSE PS MAR MA TUN TN DZA DZ LBY LY MRT MR SOM SO DJI DJ COM KM ERI ER ' +
  'ETH ET KEN KE UGA UG NGA NG ZAF ZA BGD BD LKA LK NPL NP AFG AF IRN IR TUR TR CHN CN IDN ID MYS MY ' +
  'RUS RU FRA FR DEU DE ITA IT ESP ES NLD NL CAN CA AUS AU';

export const ALPHA3_TO_ALPHA2: Record<string, string> = Object.fromEntries(
  ALPHA3_PAIRS.match(/[A-Z]{3} [A-Z]{2}/g)?.map((pair) => pair.split(' ') as [string, string]) ?? [],
);
