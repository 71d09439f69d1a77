import type { UIStrings } from '../uiStrings';

const en = {
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to main content',
};

export const appShellStrings: UIStrings<typeof en> = {
  en,
  ar: {
    mainMenu: 'القائمة الرئيسية',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
  },
};
