import type { CountryItem, LoginData, LookupItem, Profile, ServerMessage } from '@portal/contract';
import { testTheme } from '@portal/ui';
import type { BrandConfig } from '../brand/BrandConfig';

/** Shaped like a JWT so a leak into storage would be recognisable. */
export const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl';

export const loginData: LoginData = {
  userId: 7,
  firstName: 'Aisha',
  lastName: 'Khan',
  gender: 'F',
  email: 'aisha@example.ae',
  mobile: '501234567',
  callingCode: '971',
  countryCode: 'AE',
  profileImgUrl: null,
  profileImgFileName: null,
  roleId: 1,
  roleName: 'Patient',
  isDOBAvailable: true,
  isDefaultPassword: false,
  facilityId: 'AD10',
  vblog: null,
  uaeUser: '0',
  token: ACCESS_TOKEN,
  tokenExpiresAt: '2099-01-01T00:15:00.000Z',
  refreshExpiresAt: '2099-01-01T12:00:00.000Z',
};

/** The public lookups the identity forms ask for (gender, document type, nationality). */
export const documentTypes: LookupItem[] = [
  { id: 1, text: 'Emirates ID', textAr: 'الهوية الإماراتية' },
  { id: 4, text: 'Passport', textAr: 'جواز السفر' },
];
export const genders: LookupItem[] = [
  { id: 1, text: 'Male', textAr: 'ذكر' },
  { id: 2, text: 'Female', textAr: 'أنثى' },
];
export const countries: CountryItem[] = [
  {
    id: 784,
    text: 'United Arab Emirates',
    textAr: 'الإمارات',
    countryCode: 'AE',
    phoneCode: '971',
    flag: '🇦🇪',
  },
  { id: 356, text: 'India', textAr: 'الهند', countryCode: 'IN', phoneCode: '91', flag: '🇮🇳' },
];

export const testBrand: BrandConfig = {
  key: 'aldhannah',
  displayName: { en: 'Test Hospital', ar: 'مستشفى الاختبار' },
  facilityId: 'AD10',
  theme: testTheme,
  logo: {
    src: { en: '/logo.svg', ar: '/logo-ar.svg' },
    alt: { en: 'Test Hospital', ar: 'مستشفى الاختبار' },
  },
  banners: [{ id: 'one', src: '/banner.svg', alt: { en: 'Banner', ar: 'لافتة' } }],
  features: { appStoreLinks: true, filterToBeApplied: false },
  appStoreLinks: { apple: 'https://apps.apple.com/x', google: 'https://play.google.com/x' },
  helpline: '8007267',
  supportEmail: 'care@example.ae',
  versionLabel: 'V 1.0.0',
  hosts: ['portal.example.ae'],
  devPortOffset: 0,
};

/**
 * A JSON answer in the spec's envelope, as the server writes it: a coded message (contract Messages)
 * goes as its text with its code (and places), free text as it is.
 */
export function envelope(
  status: number,
  messageStatus: string,
  messages: Array<string | ServerMessage>,
  data: unknown = null,
): Response {
  const first = messages[0];
  const coded = first !== undefined && typeof first !== 'string' ? first : undefined;
  const message = {
    status: messageStatus,
    message: messages.map((item) => (typeof item === 'string' ? item : item.text)),
    ...(coded ? { code: coded.code, ...(coded.params ? { params: coded.params } : {}) } : {}),
  };
  return new Response(JSON.stringify({ message, data }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export const ok = (data: unknown) => envelope(200, 'Success', [], data);

/** The request a fetch mock received (fetchBaseQuery passes a Request). */
export function asRequest(input: RequestInfo | URL): Request {
  if (!(input instanceof Request)) throw new Error('expected fetchBaseQuery to pass a Request');
  return input;
}

export function pathOf(input: RequestInfo | URL): string {
  return new URL(asRequest(input).url).pathname;
}

/** The signed-in patient's profile (the session's Aisha Khan), as she registered it. */
export const profileOfAisha: Profile = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.ae',
  mobile: '501234567',
  callingCode: '971',
  dateOfBirth: '1990-04-12',
  genderId: 2,
  countryId: 784,
  documentTypeId: 1,
  documentId: '784199012345678',
  profileImgUrl: null,
};
