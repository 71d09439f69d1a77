/**
 * Numbers, phone numbers, codes, dates and names inside a sentence keep their own direction: in an
 * Arabic sentence '+971 50 123 4567' would otherwise show its '+' at the wrong end, and a Latin
 * name or a range of numbers would be reordered with the Arabic around it.
 *
 * The convention: a translated string marks such a value with an i18next format, `{{mobile, ltr}}`
 * for phone numbers, codes and ids (always left to right), `{{count, isolate}}` for anything else
 * (its direction taken from its own first strong character). The formats wrap the value in Unicode
 * isolates, which is what plain-text places (toasts, aria-labels, string props) need; JSX shows the
 * string through <Bidi>, which turns each isolate into the <bdi> element (dir="ltr" for ltr).
 */

/** LEFT-TO-RIGHT ISOLATE, FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (Unicode UAX #9). */
export const LRI = '\u2066';
export const FSI = '\u2068';
export const PDI = '\u2069';

/** A phone number, code or id in plain text: always left to right, isolated from the sentence. */
export function ltr(value: unknown): string {
  return `${LRI}${String(value)}${PDI}`;
}

/** Any other value in plain text (a number, a name, a date): its own direction, isolated. */
export function isolate(value: unknown): string {
  return `${FSI}${String(value)}${PDI}`;
}
