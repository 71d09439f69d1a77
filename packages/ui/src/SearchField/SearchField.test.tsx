import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '../theme/testTheme';
import { UIProvider } from '../UIProvider';
import { SearchField } from './SearchField';

const doctors = [
  { id: 'lea', label: 'Dr. Léa Haddad', description: 'Cardiology' },
  { id: 'omar', label: 'Dr. Omar Al Mansoori', description: 'Orthopaedics' },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SearchField', () => {
  // react-aria's collator is patched to be made on its first comparison
  // (patches/react-aria@3.53.1.patch): building one loads the browser's collation data, 30-50 ms
  // of a phone's main thread, which the dashboard's doctor search paid as it first rendered.
  it('builds no collator until the patient types, then matches without case or accents', async () => {
    const Collator = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function collator(locales, options) {
      return new Collator(locales, options);
    } as typeof Intl.Collator);
    render(
      <UIProvider theme={testTheme} locale="en">
        {/* A locale of its own: react-aria keeps one collator per locale and options for the page. */}
        <I18nProvider locale="en-NZ">
          <SearchField label="Find a doctor" suggestions={doctors} />
        </I18nProvider>
      </UIProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Find a doctor' });
    expect(made).not.toHaveBeenCalled();

    await userEvent.setup().type(input, 'LEA');
    await waitFor(() =>
      expect(screen.queryAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Dr. Léa Haddad'),
      ]),
    );
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('en-NZ', expect.objectContaining({ sensitivity: 'base' }));
  });
});
