import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { uiText } from '../internal/storyHelpers';
import { searchFieldStrings } from '../UIProvider/strings/searchField';
import { SearchField, type SearchSuggestion } from './SearchField';

const doctors: SearchSuggestion[] = [
  { id: 'layla', label: 'Dr. Layla Hassan', description: 'Cardiology' },
  { id: 'omar', label: 'Dr. Omar Al Mansoori', description: 'Orthopaedics' },
  { id: 'sara', label: 'Dr. Sara Khalil', description: 'Dermatology' },
  { id: 'hassan', label: 'Dr. Hassan Nasser', description: 'Paediatrics' },
];

const meta: Meta<typeof SearchField> = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Find a doctor',
    suggestions: doctors,
    placeholder: 'Name or specialty',
    onSelect: fn(),
    onSubmit: fn(),
    onInputChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem', minBlockSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof SearchField>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Find a doctor' });
    await userEvent.type(input, 'ha');
    // Two characters are not enough (minChars 3).
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 's');
    await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(doctors[3]);
    await waitFor(() => expect(input).toHaveValue('Dr. Hassan Nasser'));
    // The pick closes the list, and it stays closed (it used to reopen offering the picked name).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Typing again offers suggestions again.
    await userEvent.type(input, '{Backspace}');
    await expect(await screen.findByRole('option', { name: /Hassan Nasser/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const SubmitText: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Find a doctor' });
    await userEvent.type(input, 'cardio');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('cardio');
    await userEvent.click(canvas.getByRole('button', { name: uiText(searchFieldStrings).clear }));
    await expect(input).toHaveValue('');
  },
};

export const OneCharacter: Story = {
  args: { minChars: 1, defaultInputValue: '' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a doctor' }), 's');
    await expect(await screen.findByRole('option', { name: /Sara Khalil/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true, defaultInputValue: 'Lay', suggestions: [] },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'ابحث عن طبيب',
    placeholder: 'الاسم أو التخصص',
    clearLabel: 'مسح البحث',
    suggestions: [
      { id: 'layla', label: 'د. ليلى حسن', description: 'أمراض القلب' },
      { id: 'omar', label: 'د. عمر المنصوري', description: 'العظام' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'ابحث عن طبيب' }), 'ليلى');
    await userEvent.click(await screen.findByRole('option', { name: /ليلى حسن/ }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A phone-wide column, as the field sits on a 390 px screen. */
const phoneWidth = (Story: () => React.JSX.Element) => (
  <div style={{ inlineSize: '390px' }}>
    <Story />
  </div>
);

/** The open list lines up with the field's box: same start and end edges, not the bare input's. */
async function expectListAlignedWithField(input: HTMLElement) {
  const listbox = await screen.findByRole('listbox');
  const popover = listbox.closest('[data-trigger="ComboBox"]') ?? listbox;
  // The box drawn around the icon, the input and the clear button.
  const field = input.parentElement!;
  await waitFor(() => {
    const list = popover.getBoundingClientRect();
    const box = field.getBoundingClientRect();
    expect(Math.abs(list.left - box.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(list.right - box.right)).toBeLessThanOrEqual(1);
    expect(list.top).toBeGreaterThanOrEqual(box.bottom);
  });
}

export const Phone: Story = {
  args: { minChars: 1 },
  decorators: [phoneWidth],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Find a doctor' });
    await userEvent.type(input, 'l');
    await expectListAlignedWithField(input);
  },
};

export const ArabicPhone: Story = {
  ...Arabic,
  args: { ...Arabic.args, minChars: 1 },
  decorators: [phoneWidth],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'ابحث عن طبيب' });
    await userEvent.type(input, 'ل');
    await expectListAlignedWithField(input);
  },
};

/** Suggestions fetched from a server, arriving after the typing has stopped. */
function ServerSuggestions(props: Parameters<typeof SearchField>[0]) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<SearchSuggestion[]>([]);
  useEffect(() => {
    setFound([]);
    if (text.trim().length < 3) return;
    const reply = setTimeout(() => setFound(doctors.filter((d) => d.label.includes('Ha'))), 300);
    return () => clearTimeout(reply);
  }, [text]);
  return <SearchField {...props} suggestions={found} onInputChange={setText} filterSuggestions={false} />;
}

/** The list opens when suggestions arrive after fast typing, not only on a keystroke. */
export const SuggestionsArriveLater: Story = {
  render: (args) => <ServerSuggestions {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Find a doctor' });
    await userEvent.type(input, 'has');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(await screen.findByRole('option', { name: /Dr. Layla Hassan/ })).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};
