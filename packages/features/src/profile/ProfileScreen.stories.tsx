import { AuthEndpoint, DocumentsEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { PreloadedState } from '../store/store';
import { lookups, uaePassOn } from '../test-utils/accountStory';
import { signedIn, success } from '../test-utils/care';
import { noDocuments } from '../test-utils/documents';
import { profileOfAisha } from '../test-utils/fixtures';
import { answer, inLanguage, screenLoader, screenStory } from '../test-utils/screenStory';
import { ProfileScreen, ready } from './ProfileScreen';

const meta = {
  title: 'Screens/Profile',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: ProfileScreen, path: '/auth/profile', preloadedState: signedIn };
/** My documents: nothing uploaded yet (the panel's own stories show the rest). */
const myDocuments = answer(DocumentsEndpoint.list, () => success(noDocuments));

const firstName = () => inLanguage('First name', 'الاسم الأول');

/** A patient who registered with her mobile: every card, UAE PASS offered to link. */
export const Details: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        answer(AuthEndpoint.profile, () => success(profileOfAisha)),
        ...lookups,
        uaePassOn,
        myDocuments,
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(firstName())).toHaveValue('Aisha');
    await expect(
      await canvas.findByRole('button', { name: inLanguage('Link UAE PASS', 'ربط الهوية الرقمية') }),
    ).toBeVisible();
  },
};

const viaUaePass: PreloadedState = {
  ...signedIn,
  session: signedIn.session && {
    ...signedIn.session,
    user: signedIn.session.user && { ...signedIn.session.user, uaeUser: '1' },
  },
};

/**
 * Signed in with UAE PASS, which gave no e-mail nor nationality: what it confirmed reads as fixed,
 * those two can be filled in; no password to change.
 */
export const ViaUaePass: Story = {
  decorators: [
    screenStory({
      ...at,
      preloadedState: viaUaePass,
      answers: [
        answer(AuthEndpoint.profile, () => success({ ...profileOfAisha, email: null, countryId: null })),
        ...lookups,
        myDocuments,
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(firstName())).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(inLanguage('Email', 'البريد الإلكتروني'))).not.toHaveAttribute(
      'readonly',
    );
    await expect(
      canvas.queryByRole('heading', { name: inLanguage('Change password', 'تغيير كلمة المرور') }),
    ).not.toBeInTheDocument();
  },
};
