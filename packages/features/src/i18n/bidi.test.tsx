import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ar as accountAr } from '../shared/account/i18n/ar';
import { locales } from '../test-utils/locales';
import { Bidi } from './Bidi';
import { FSI, isolate, LRI, ltr, PDI } from './bidi';
import { i18n } from './i18n';

afterEach(cleanup);

describe('bidi isolation of values in sentences', () => {
  it('marks values with the ltr and isolate formats of the strings', () => {
    const t = i18n.getFixedT('ar');
    i18n.addResource('ar', 'core', 'test.call', 'اتصل على {{phone, ltr}} خلال {{count, isolate}} دقائق');
    expect(t('test.call' as never, { phone: '+971 50 123 4567', count: 5 })).toBe(
      `اتصل على ${LRI}+971 50 123 4567${PDI} خلال ${FSI}5${PDI} دقائق`,
    );
    expect(ltr('8007267')).toBe(`${LRI}8007267${PDI}`);
    expect(isolate('Omar')).toBe(`${FSI}Omar${PDI}`);
  });

  it('turns the isolates into bdi elements in JSX, phone numbers left to right', () => {
    const { container } = render(
      <p>
        <Bidi>{`اتصل على ${ltr('+971 50 123 4567')} يا ${isolate('Omar')}.`}</Bidi>
      </p>,
    );
    const [phone, name] = container.querySelectorAll('bdi');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveTextContent('+971 50 123 4567');
    expect(name).not.toHaveAttribute('dir');
    expect(name).toHaveTextContent('Omar');
    // No isolate characters left in the page: the elements do their work.
    expect(container.textContent).toBe('اتصل على +971 50 123 4567 يا Omar.');
    // One element around it all, so a flex container (a button's label) does not space the pieces.
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});

/** The placeholders of a string with their formats, '{{count, isolate}}' -> 'count, isolate'. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((match) => match[1]!.replace(/\s+/g, ' ').trim()).sort();

describe('the Arabic strings', () => {
  it('use the same placeholders and formats as the English ones (no isolate lost in translation)', () => {
    // Plural forms share their base key; an Arabic form may say the number in words ('دقيقتين').
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    for (const { en: english, ar: arabic } of Object.values(locales)) {
      for (const [key, text] of Object.entries(arabic)) {
        const forms = Object.keys(english).filter((k) => base(k) === base(key));
        if (forms.length === 0) continue;
        const expected = new Set(forms.flatMap((form) => placeholders(english[form]!)));
        const found = placeholders(text);
        for (const placeholder of found) expect(expected, `${key}: ${placeholder}`).toContain(placeholder);
        for (const placeholder of expected) {
          if (!placeholder.startsWith('count'))
            expect(found, `${key}: ${placeholder}`).toContain(placeholder);
        }
      }
    }
  });

  it('keep the helpline left to right inside the Arabic sentence', () => {
    const withHelpline = Object.entries(accountAr).filter(([, text]) => text.includes('8007267'));
    expect(withHelpline.length).toBeGreaterThan(0);
    for (const [key, text] of withHelpline) expect(text, key).toContain(ltr('8007267'));
  });
});
