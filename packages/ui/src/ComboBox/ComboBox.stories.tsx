import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { expectReadOnlyLook, uiText } from '../internal/storyHelpers';
import { Stack } from '../Stack';
import { comboBoxStrings } from '../UIProvider/strings/comboBox';
import { ComboBox, type ComboBoxOption } from './ComboBox';

// Country names in the language on show, found by the other language's name too.
const countries: ComboBoxOption[] = [
  { id: 818, label: 'Egypt', keywords: ['مصر'] },
  { id: 356, label: 'India', keywords: ['الهند'] },
  { id: 400, label: 'Jordan', keywords: ['الأردن'] },
  { id: 586, label: 'Pakistan', keywords: ['باكستان'] },
  { id: 608, label: 'Philippines', keywords: ['الفلبين'] },
  { id: 682, label: 'Saudi Arabia', keywords: ['المملكة العربية السعودية'] },
  { id: 784, label: 'United Arab Emirates', keywords: ['الإمارات العربية المتحدة'] },
  { id: 826, label: 'United Kingdom', keywords: ['المملكة المتحدة'] },
];

const arabicCountries: ComboBoxOption[] = countries.map((country) => ({
  id: country.id,
  label: country.keywords![0]!,
  keywords: [country.label],
}));

const meta: Meta<typeof ComboBox> = {
  title: 'Components/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Nationality', options: countries, placeholder: 'Type to search', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem', minBlockSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ComboBox>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Nationality' });
    await userEvent.type(input, 'united');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(826);
    await expect(input).toHaveValue('United Kingdom');
  },
};

export const FoundByOtherLanguage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Nationality' });
    // 'الامارات' without the hamza, as most people type it.
    await userEvent.type(input, 'الامارات');
    await userEvent.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
    await expect(args.onChange).toHaveBeenCalledWith(784);
  },
};

export const WholeList: Story = {
  args: { defaultValue: 356 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(countries.length));
    await expect(screen.getByRole('option', { name: 'India' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Nationality' }), 'Atlantis');
    await expect(await screen.findByText(uiText(comboBoxStrings).noMatches)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'All fields are required', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Nationality' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('All fields are required');
  },
};

export const ReadOnly: Story = {
  render: (args) => (
    <Stack gap="lg">
      <ComboBox {...args} defaultValue={784} isReadOnly />
      <ComboBox {...args} label="Country of residence" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const fixed = canvas.getByRole('combobox', { name: 'Nationality' });
    const editable = canvas.getByRole('combobox', { name: 'Country of residence' });
    await expect(fixed).toHaveAttribute('readonly');
    await waitFor(() => expect(fixed).toHaveValue('United Arab Emirates'));
    // One button: the editable field's; the fixed one neither opens nor changes.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expectReadOnlyLook(fixed.parentElement!, fixed, editable.parentElement!);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الجنسية',
    placeholder: 'اكتب للبحث',
    emptyLabel: 'لا توجد نتائج مطابقة',
    options: arabicCountries,
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'الجنسية' });
    await userEvent.type(input, 'india');
    const option = await screen.findByRole('option', { name: 'الهند' });
    await expect(option.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith(356);
    await userEvent.clear(input);
    await userEvent.type(input, 'مملكة');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  },
};
