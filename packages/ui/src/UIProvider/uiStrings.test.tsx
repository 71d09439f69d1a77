import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Carousel } from '../Carousel';
import { ConfirmDialog, Dialog } from '../Dialog';
import { DEFAULT_FILE_TYPES } from '../FileUpload';
import { PasswordField } from '../PasswordField';
import { testTheme } from '../theme/testTheme';
import { type Locale, UIProvider } from '.';
import { appShellStrings } from './strings/appShell';
import { carouselStrings } from './strings/carousel';
import { fileUploadStrings } from './strings/fileUpload';
import { textAreaStrings } from './strings/textArea';
import type { UIStrings } from './uiStrings';

function renderIn(locale: Locale, ui: React.ReactNode) {
  render(
    <UIProvider theme={testTheme} locale={locale}>
      {ui}
    </UIProvider>,
  );
}

const slides = [
  { id: 'a', src: 'data:,a', alt: 'First' },
  { id: 'b', src: 'data:,b', alt: 'Second' },
  { id: 'c', src: 'data:,c', alt: 'Third' },
];

// Every component's table, found by file so that a new one is checked without being listed here.
const tables = Object.entries(
  import.meta.glob<Record<string, UIStrings<Record<string, unknown>>>>('./strings/*.ts', { eager: true }),
).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, table]) => [`${file} ${name}`, table] as const),
);

describe('ui strings', () => {
  it('finds the tables', () => {
    expect(tables.length).toBeGreaterThanOrEqual(14);
  });

  it.each(tables)('%s has every key in both languages, each a text or a function giving one', (_, table) => {
    const { en, ar } = table;
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) {
      const arabic = ar[key];
      expect(typeof arabic, key).toBe(typeof value);
      if (typeof arabic === 'string') expect(arabic.trim(), key).not.toBe('');
      // A function takes the same arguments in both languages.
      else expect((arabic as () => string).length, key).toBe((value as () => string).length);
    }
  });

  // Screenshots, stories and features' tests compare these English defaults.
  it('keeps the English defaults the components had', () => {
    expect(carouselStrings.en.slide(1, 3)).toBe('1 of 3');
    expect(textAreaStrings.en.remaining(473)).toBe('473 characters remaining');
    expect(fileUploadStrings.en.typeError(DEFAULT_FILE_TYPES)).toBe(
      'Please upload a file of type pdf, doc, docx, jpg, jpeg or png',
    );
    expect(fileUploadStrings.en.sizeError).toBe('File size must be less than 2 MB');
    expect(appShellStrings.en.skipToContent).toBe('Skip to main content');
  });

  it('writes numbers in Arabic as the components show them, Western digits', () => {
    expect(carouselStrings.ar.slide(2, 3)).toBe('2 من 3');
    expect(fileUploadStrings.ar.typeError(DEFAULT_FILE_TYPES)).toBe(
      'يرجى تحميل ملف بصيغة pdf أو doc أو docx أو jpg أو jpeg أو png',
    );
  });
});

describe('components name their own controls in the provider language', () => {
  afterEach(cleanup);

  const cases = [
    {
      locale: 'en',
      close: 'Close',
      cancel: 'Cancel',
      show: 'Show password',
      hide: 'Hide password',
      carousel: ['Pause slide show', 'Previous slide', 'Next slide', '1 of 3'],
    },
    {
      locale: 'ar',
      close: 'إغلاق',
      cancel: 'إلغاء',
      show: 'إظهار كلمة المرور',
      hide: 'إخفاء كلمة المرور',
      carousel: ['إيقاف العرض المتحرك مؤقتًا', 'الشريحة السابقة', 'الشريحة التالية', '1 من 3'],
    },
  ] as const;

  for (const expected of cases) {
    it(`in ${expected.locale}: the password field's reveal button and the carousel's controls`, async () => {
      renderIn(
        expected.locale,
        <>
          <PasswordField label="Password" />
          <Carousel label="News" items={slides} />
        </>,
      );
      const reveal = screen.getByRole('button', { name: expected.show });
      await userEvent.click(reveal);
      expect(reveal).toHaveAccessibleName(expected.hide);
      const [pause, previous, next, slide] = expected.carousel;
      for (const name of [pause, previous, next]) {
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
      }
      expect(screen.getByRole('group', { name: slide })).toBeInTheDocument();
    });

    it(`in ${expected.locale}: a dialog's Close and a confirmation's Cancel`, async () => {
      renderIn(
        expected.locale,
        <Dialog title="Details" defaultOpen>
          Body
        </Dialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Details' });
      expect(within(dialog).getByRole('button', { name: expected.close })).toBeInTheDocument();
      cleanup();
      renderIn(
        expected.locale,
        <ConfirmDialog title="Sure?" confirmLabel="Yes" onConfirm={() => undefined} defaultOpen>
          Body
        </ConfirmDialog>,
      );
      const confirm = await screen.findByRole('alertdialog', { name: 'Sure?' });
      expect(within(confirm).getByRole('button', { name: expected.cancel })).toBeInTheDocument();
    });
  }

  it('still lets a caller name a control', async () => {
    renderIn(
      'ar',
      <Dialog title="Details" closeLabel="أغلق النافذة" defaultOpen>
        Body
      </Dialog>,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'أغلق النافذة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إغلاق' })).not.toBeInTheDocument();
  });
});
