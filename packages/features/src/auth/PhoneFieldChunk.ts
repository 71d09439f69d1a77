// The calling-code picker (its country list and list box) stays off the sign-in path's first
// load: the login screen shows the +971 field at once and swaps in the picker when this arrives.
export { PhoneField as default } from '@portal/ui';
