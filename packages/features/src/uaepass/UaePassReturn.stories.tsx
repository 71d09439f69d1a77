import { UaePassEndpoint, type UaePassProspect, UaePassStatus } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inPublicCard, lookups } from '../test-utils/accountStory';
import { answer, inLanguage, screenLoader, screenStory } from '../test-utils/screenStory';
import { ready, UaePassReturn } from './UaePassReturn';

/** A verified UAE PASS user new to the portal; UAE PASS gave no date of birth. */
const prospect: UaePassProspect = {
  referenceId: '6f1b7c0e-3d2a-4c55-9d1e-1b2c3d4e5f60',
  firstName: 'Hessa',
  lastName: 'Al Mazrouei',
  email: 'hessa.almazrouei@example.ae',
  callingCode: '971',
  mobile: '505550002',
  genderId: 2,
  countryId: 784,
  dateOfBirth: null,
  documentTypeId: 1,
  documentId: '784199534567892',
  needsDateOfBirth: true,
  expiresAt: '2099-01-01T00:30:00.000Z',
};

const meta = {
  title: 'Screens/UaePassReturn',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from UAE PASS without an account: the confirmed details, and the date of birth to give. */
export const CompleteRegistration: Story = {
  decorators: [
    screenStory({
      screen: inPublicCard(UaePassReturn),
      path: '/home/login',
      search: '?code=8d1f0c2b7a&state=c41e9a',
      answers: [
        answer(UaePassEndpoint.authorizeUser, () => ({
          message: { status: UaePassStatus.RegistrationRequired, message: [] },
          data: prospect,
        })),
        ...lookups,
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: inLanguage('Complete your registration', 'أكمل تسجيلك'),
      }),
    ).toBeVisible();
    await expect(await canvas.findByText(inLanguage('United Arab Emirates', 'الإمارات'))).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: inLanguage('Date of birth', 'تاريخ الميلاد') }),
    ).toBeVisible();
  },
};
