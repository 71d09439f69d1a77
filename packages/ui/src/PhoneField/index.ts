export type { Country } from './countries';
export { countries, findCountry, localizedCountryName } from './countries';
export { maskMobile } from './maskMobile';
export type { PhoneFieldProps } from './PhoneField';
export { PhoneField } from './PhoneField';
