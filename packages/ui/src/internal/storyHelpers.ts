// For play functions, which run in whichever brand and language the toolbar (or STORYBOOK_LOCALE)
// sets: the page's direction decides which arrow key moves forward.
export const isRtl = () => document.documentElement.dir === 'rtl';
export const isArabic = () => document.documentElement.lang === 'ar';
/** The arrow key that moves towards the end of a row: ArrowRight in English, ArrowLeft in Arabic. */
export const forwardArrow = () => (isRtl() ? '{ArrowLeft}' : '{ArrowRight}');
