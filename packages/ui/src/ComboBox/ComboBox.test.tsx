import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '../theme/testTheme';
import { type Locale, UIProvider } from '../UIProvider';
import { ComboBox, type ComboBoxOption } from './ComboBox';
import { foldForSearch, matchesSearch } from './search';

const countries: ComboBoxOption[] = [
  { id: 784, label: 'United Arab Emirates', keywords: ['الإمارات العربية المتحدة'] },
  { id: 356, label: 'India', keywords: ['الهند'] },
  { id: 384, label: "Côte d'Ivoire", keywords: ['ساحل العاج'] },
  { id: 818, label: 'Egypt', keywords: ['مصر'] },
];

function renderCombo(props: Partial<React.ComponentProps<typeof ComboBox>> = {}, locale: Locale = 'en') {
  const onChange = vi.fn();
  render(
    <UIProvider theme={testTheme} locale={locale}>
      <ComboBox label="Nationality" options={countries} onChange={onChange} {...props} />
    </UIProvider>,
  );
  const input = screen.getByRole('combobox', { name: props.label ?? 'Nationality' });
  return { onChange, user: userEvent.setup(), input };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

afterEach(cleanup);

describe('ComboBox', () => {
  it('narrows the list as the patient types and picks with Enter', async () => {
    const { user, input, onChange } = renderCombo();
    await user.type(input, 'ind');
    await waitFor(() => expect(optionNames()).toEqual(['India']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(356);
    expect(input).toHaveValue('India');
  });

  it('finds an option by a keyword: a country by its name in the other language', async () => {
    const { user, input, onChange } = renderCombo();
    await user.type(input, 'مصر');
    await user.click(await screen.findByRole('option', { name: 'Egypt' }));
    expect(onChange).toHaveBeenCalledWith(818);
  });

  it('ignores case, accents and Arabic spelling variants', async () => {
    const { user, input } = renderCombo();
    await user.type(input, 'COTE');
    await waitFor(() => expect(optionNames()).toEqual(["Côte d'Ivoire"]));
    await user.clear(input);
    // No hamza under the alef, as most people type it.
    await user.type(input, 'الامارات');
    await waitFor(() => expect(optionNames()).toEqual(['United Arab Emirates']));
  });

  it('says so when nothing matches, and keeps no text that is not an option', async () => {
    const { user, input, onChange } = renderCombo();
    await user.type(input, 'Atlantis');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('empties the choice when the patient clears the text', async () => {
    const { user, input, onChange } = renderCombo({ defaultValue: 356 });
    expect(input).toHaveValue('India');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('opens the whole list from its button', async () => {
    const { user } = renderCombo();
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(optionNames()).toHaveLength(countries.length));
  });

  it('shows the chosen option and an error message on the field', () => {
    const { input } = renderCombo({ value: 356, errorMessage: 'All fields are required' });
    expect(input).toHaveValue('India');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('All fields are required');
  });

  it('reads as a fixed value when read-only: no button, no list', async () => {
    const { user, input } = renderCombo({ value: 784, isReadOnly: true });
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('United Arab Emirates');
  });

  it('works in Arabic: labels in Arabic, found by their English names', async () => {
    const arabic = countries.map((country) => ({
      ...country,
      label: country.keywords![0]!,
      keywords: [String(country.label)],
    }));
    const { user, input, onChange } = renderCombo({ label: 'الجنسية', options: arabic }, 'ar');
    await user.type(input, 'india');
    await user.click(await screen.findByRole('option', { name: 'الهند' }));
    expect(onChange).toHaveBeenCalledWith(356);
  });
});

describe('foldForSearch', () => {
  it('folds case, accents, Arabic marks and interchangeable letters', () => {
    expect(foldForSearch('  Côte   d’Ivoire ')).toBe('cote d’ivoire');
    expect(foldForSearch('الإمارات')).toBe(foldForSearch('الامارات'));
    expect(foldForSearch('آيسلندا')).toBe(foldForSearch('ايسلندا'));
    expect(foldForSearch('مِصْر')).toBe('مصر');
    expect(foldForSearch('موسى')).toBe(foldForSearch('موسي'));
    expect(foldForSearch('الجمهورية')).toBe(foldForSearch('الجمهوريه'));
    expect(matchesSearch('Egypt', '')).toBe(true);
  });
});
