import { expect } from 'storybook/test';
import { contrastRatio } from '../theme/contrast';
import type { UIStrings } from '../UIProvider/uiStrings';

// For play functions, which run in whichever brand and language the toolbar (or STORYBOOK_LOCALE)
// sets: the page's direction decides which arrow key moves forward.
export const isRtl = () => document.documentElement.dir === 'rtl';
export const isArabic = () => document.documentElement.lang === 'ar';
/** The arrow key that moves towards the end of a row: ArrowRight in English, ArrowLeft in Arabic. */
export const forwardArrow = () => (isRtl() ? '{ArrowLeft}' : '{ArrowRight}');
/** A component's own words (strings/*.ts: a close button's name, a default message) in the page's language. */
export const uiText = <T>(strings: UIStrings<T>): T => strings[isArabic() ? 'ar' : 'en'];

const toHex = (cssColor: string) =>
  `#${(cssColor.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0'))
    .join('')}`;

/** WCAG contrast of an element's text colour on a box's background, from their computed styles. */
export const computedContrast = (text: Element, box: Element) =>
  contrastRatio(toHex(getComputedStyle(text).color), toHex(getComputedStyle(box).backgroundColor));

/**
 * A fixed value must not look like the editable field next to it: filled background, no border,
 * text still AA on the fill.
 */
export async function expectReadOnlyLook(box: Element, text: Element, editableBox: Element) {
  const fixed = getComputedStyle(box);
  await expect(fixed.backgroundColor).not.toBe(getComputedStyle(editableBox).backgroundColor);
  await expect(fixed.borderTopColor).toBe('rgba(0, 0, 0, 0)');
  await expect(fixed.borderTopColor).not.toBe(getComputedStyle(editableBox).borderTopColor);
  await expect(computedContrast(text, box)).toBeGreaterThanOrEqual(4.5);
}
