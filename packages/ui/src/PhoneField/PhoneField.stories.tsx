import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { expectReadOnlyLook, isArabic, uiText } from '../internal/storyHelpers';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { phoneFieldStrings } from '../UIProvider/strings/phoneField';
import { maskMobile } from './maskMobile';
import { PhoneField } from './PhoneField';

const meta: Meta<typeof PhoneField> = {
  title: 'Components/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: {
    label: 'Mobile number',
    name: 'mobile',
    placeholder: '5XXXXXXXX',
    maxLength: 9,
    onChange: fn(),
    onCountryChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof PhoneField>;

/** The calling-code button's name: ui's default label, then the code. */
const codeButtonName = () => new RegExp(uiText(phoneFieldStrings).callingCode);

/** Waits until `within` shows the flag of `code` as a loaded image (not an emoji, which Windows and Linux draw as a box). */
const expectFlag = (within: Element, code: string) =>
  waitFor(
    () => {
      const image = within.querySelector<HTMLImageElement>(`[data-flag="${code}"] img`);
      expect(image).toHaveAttribute('alt', '');
      expect(image?.src).toMatch(new RegExp(`\\b${code.toLowerCase()}[-.][^/]*$`));
      expect(image?.complete && image.naturalWidth > 0).toBe(true);
    },
    { timeout: 4000 },
  );

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Fixed +971: not a control, but read as the number's description.
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('+971');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, '501234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('501234567');
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

export const SelectableCode: Story = {
  args: { isCountrySelectable: true },
  play: async ({ canvas, userEvent, args }) => {
    const picker = canvas.getByRole('button', { name: codeButtonName() });
    await expect(picker).toHaveTextContent('+971');
    await expectFlag(picker, 'AE');
    // Keyboard: open, type to jump to a country, Enter to pick.
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(screen.getByRole('option', { selected: true })).toHaveAccessibleName(
      isArabic() ? /الإمارات العربية المتحدة/ : /United Arab Emirates/,
    );
    await expectFlag(screen.getByRole('option', { selected: true }), 'AE');
    // Type-ahead on the names as shown, which are Arabic in Arabic.
    await userEvent.keyboard(isArabic() ? 'المملكة العربية' : 'Saudi');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: isArabic() ? /السعودية/ : /Saudi Arabia/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onCountryChange).toHaveBeenCalledWith({
      countryCode: 'SA',
      phoneCode: '966',
      name: 'Saudi Arabia',
    });
    // The list is its own chunk, loaded on first open: the button that shows the choice (and has the
    // focus back) is the loaded picker's.
    const chosen = canvas.getByRole('button', { name: codeButtonName() });
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(chosen).toHaveTextContent('+966');
    await expectFlag(chosen, 'SA');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('+966');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '12', errorMessage: 'Enter a valid UAE mobile number' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `maskMobile` shows only the last three digits, e.g. where the one-time code was sent. */
export const Masked: Story = {
  render: () => (
    <Stack gap="xs">
      <Text>We sent a code to +971 {maskMobile('501234567')}</Text>
      <Text tone="muted">{maskMobile('+971 50 123 4567')}</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We sent a code to +971 ******567')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  render: (args) => (
    <Stack gap="lg">
      <PhoneField
        {...args}
        defaultValue="501234567"
        isReadOnly
        description="Your mobile number cannot be changed"
      />
      <PhoneField {...args} label="Alternative number" name="alternative" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const fixed = canvas.getByRole('textbox', { name: 'Mobile number' });
    const editable = canvas.getByRole('textbox', { name: 'Alternative number' });
    await expect(fixed).toHaveAttribute('readonly');
    await expectReadOnlyLook(fixed.parentElement!, fixed, editable.parentElement!);
    await expect(getComputedStyle(fixed).caretColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'رقم الهاتف المتحرك',
    isCountrySelectable: true,
    countryLabel: 'رمز الدولة',
    description: 'سنرسل رمز التحقق إلى هذا الرقم',
  },
  play: async ({ canvas, userEvent }) => {
    const picker = canvas.getByRole('button', { name: /رمز الدولة/ });
    await userEvent.click(picker);
    // Country names come in Arabic from the browser's Intl data.
    await expect(await screen.findByRole('option', { name: /الإمارات العربية المتحدة/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    const chosen = canvas.getByRole('button', { name: /رمز الدولة/ });
    await waitFor(() => expect(chosen).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: 'رقم الهاتف المتحرك' }), '501234567');
    await expectFlag(chosen, 'AE');
  },
};

/** Arrow keys open the calling-code list like any select, before and after its chunk has loaded. */
export const OpensWithArrowKey: Story = {
  args: { isCountrySelectable: true },
  play: async ({ canvas, userEvent }) => {
    const picker = canvas.getByRole('button', { name: codeButtonName() });
    await expect(picker).toHaveAttribute('aria-haspopup', 'listbox');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { selected: true })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: codeButtonName() })).toHaveFocus());
  },
};
