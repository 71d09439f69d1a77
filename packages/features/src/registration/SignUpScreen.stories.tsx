import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inPublicCard, lookups } from '../test-utils/accountStory';
import { inLanguage, screenLoader, screenStory } from '../test-utils/screenStory';
import { clearVerifiedRegistration, holdVerifiedRegistration } from './registrationFlow';
import { ready, SignUpScreen } from './SignUpScreen';

const meta = {
  title: 'Screens/SignUp',
  loaders: [screenLoader(ready)],
  // The registration's verified code is held in memory between the two screens (registrationFlow),
  // with what the hospital knew of the patient: names, gender and nationality, no e-mail.
  beforeEach: () => {
    holdVerifiedRegistration({
      referenceId: '9a4c2e7b-5f1d-4b3a-8e6c-7d2f1a0b9c8e',
      otp: '482913',
      prospect: {
        firstName: 'Layla',
        lastName: 'Al Hammadi',
        email: '',
        genderId: 2,
        callingCode: '971',
        mobile: '507700001',
        dateOfBirth: '1990-04-12',
        countryId: 784,
        documentTypeId: 1,
        documentNumber: '784199012345678',
      },
    });
    return clearVerifiedRegistration;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: inPublicCard(SignUpScreen), path: '/home/sign-up', answers: lookups };

/** Prefilled from the registration; mobile, date of birth and document fixed. */
export const Prefilled: Story = {
  decorators: [screenStory(at)],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: inLanguage('Create your account', 'أنشئ حسابك') }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(inLanguage('First name', 'الاسم الأول'))).toHaveValue('Layla');
    const documentType = canvas.getByLabelText(inLanguage('Document type', 'نوع الوثيقة'));
    await waitFor(() => expect(documentType).toHaveValue(inLanguage('Emirates ID', 'الهوية الإماراتية')));
  },
};

/** Registered without an e-mail or password: the summary of what to correct, each linked to its field. */
export const Corrections: Story = {
  decorators: [screenStory(at)],
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: inLanguage('Register', 'تسجيل') });
    await userEvent.click(submit);
    await userEvent.unhover(submit);
    const summary = await canvas.findByRole('region', {
      name: inLanguage('Please correct the following', 'يرجى تصحيح ما يلي'),
    });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole('link', {
        name: inLanguage('Email: All fields are required', 'البريد الإلكتروني: جميع الحقول مطلوبة'),
      }),
    ).toBeVisible();
  },
};
