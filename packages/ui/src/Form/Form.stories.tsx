import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DatePicker } from '../DatePicker';
import { PhoneField } from '../PhoneField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { ErrorSummary, type ErrorSummaryItem, Form } from './Form';

interface Texts {
  title: string;
  name: string;
  mobile: string;
  dob: string;
  gender: string;
  male: string;
  female: string;
  terms: string;
  submit: string;
  errors: Record<'name' | 'mobile' | 'dob' | 'gender' | 'terms', string>;
}

const english: Texts = {
  title: 'There is a problem',
  name: 'Full name',
  mobile: 'Mobile number',
  dob: 'Date of birth',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  terms: 'I accept the terms and conditions',
  submit: 'Register',
  errors: {
    name: 'Enter your full name',
    mobile: 'Enter a valid UAE mobile number',
    dob: 'Enter your date of birth',
    gender: 'Choose your gender',
    terms: 'Accept the terms to continue',
  },
};

const arabic: Texts = {
  title: 'يوجد خطأ',
  name: 'الاسم الكامل',
  mobile: 'رقم الهاتف المتحرك',
  dob: 'تاريخ الميلاد',
  gender: 'الجنس',
  male: 'ذكر',
  female: 'أنثى',
  terms: 'أوافق على الشروط والأحكام',
  submit: 'تسجيل',
  errors: {
    name: 'أدخل اسمك الكامل',
    mobile: 'أدخل رقم هاتف إماراتي صحيح',
    dob: 'أدخل تاريخ ميلادك',
    gender: 'اختر الجنس',
    terms: 'وافق على الشروط للمتابعة',
  },
};

/** A registration form validated on submit, the way screens do it with the contract's rules. */
function RegistrationForm({
  texts,
  onValid,
}: {
  texts: Texts;
  onValid: (data: Record<string, string>) => void;
}) {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const byName = Object.fromEntries(errors.map((error) => [error.name, error.message]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const next: ErrorSummaryItem[] = [];
    if (!data.name?.trim()) next.push({ name: 'name', message: texts.errors.name });
    if (!/^5\d{8}$/.test(data.mobile ?? '')) next.push({ name: 'mobile', message: texts.errors.mobile });
    if (!data.dob) next.push({ name: 'dob', message: texts.errors.dob });
    if (!data.gender) next.push({ name: 'gender', message: texts.errors.gender });
    if (!data.terms) next.push({ name: 'terms', message: texts.errors.terms });
    setErrors(next);
    if (next.length === 0) onValid(data);
  };

  return (
    <Form onSubmit={submit} style={{ maxInlineSize: '28rem' }}>
      <ErrorSummary title={texts.title} errors={errors} />
      <TextField label={texts.name} name="name" autoComplete="name" errorMessage={byName.name} />
      <PhoneField label={texts.mobile} name="mobile" maxLength={9} errorMessage={byName.mobile} />
      <DatePicker label={texts.dob} name="dob" maxValue="2025-10-14" errorMessage={byName.dob} />
      <Select
        label={texts.gender}
        name="gender"
        options={[
          { id: 'M', label: texts.male },
          { id: 'F', label: texts.female },
        ]}
        errorMessage={byName.gender}
      />
      <Checkbox name="terms" value="yes" isInvalid={Boolean(byName.terms)}>
        {texts.terms}
      </Checkbox>
      <Button type="submit">{texts.submit}</Button>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: RegistrationForm,
  tags: ['autodocs'],
  args: { texts: english, onValid: fn() },
  argTypes: { texts: { control: false } },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    // The summary takes focus and lists every error as a link.
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    // Each field shows its own message too, linked as its description.
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your full name');

    await userEvent.click(canvas.getByRole('link', { name: 'Enter a valid UAE mobile number' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Choose your gender' }));
    await expect(canvas.getByRole('button', { name: /Gender/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your date of birth' }));
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

export const KeyboardFix: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus());
    // Tab to the first link, Enter follows it to the field.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter your full name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.keyboard('Sara Ahmed');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '501234567');
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01021990');
    await userEvent.click(canvas.getByRole('button', { name: /Gender/ }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onValid).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sara Ahmed', mobile: '501234567', dob: '1990-02-01', terms: 'yes' }),
    );
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { texts: arabic },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'يوجد خطأ' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'أدخل اسمك الكامل' }));
    await expect(canvas.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveFocus();
  },
};

/** A form submitted from outside itself (a dialog footer, a sticky bar) through its ref. */
function ExternalSubmit({ onSubmit }: { onSubmit: (data: Record<string, string>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <>
      <Form
        ref={form}
        aria-label="Contact details"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
        }}
        style={{ maxInlineSize: '28rem' }}
      >
        <TextField label="Email" name="email" defaultValue="sara@example.com" />
      </Form>
      <Button onPress={() => form.current?.requestSubmit()}>Save</Button>
    </>
  );
}

export const WithRef: StoryObj<typeof ExternalSubmit> = {
  render: (args) => <ExternalSubmit {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('form')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The ref reached the <form>: the button outside it submitted it.
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sara@example.com' });
  },
};
