import { ContentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listed, signedIn } from '../../test-utils/care';
import { packages } from '../../test-utils/content';
import { answer, inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { HealthPackagesScreen, ready } from './HealthPackagesScreen';

const meta = {
  title: 'Screens/HealthPackages',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's health packages; each card leads to its details. */
export const Packages: Story = {
  decorators: [
    screenStory({
      screen: HealthPackagesScreen,
      path: '/auth/healthPackages',
      preloadedState: signedIn,
      answers: [answer(ContentEndpoint.packages, () => listed(packages()))],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('Health Packages', 'الباقات الصحية') }),
    ).toBeVisible();
    const card = await canvas.findByRole('link', {
      name: inLanguage('Executive Health Check', 'الفحص الصحي التنفيذي'),
    });
    await expect(card).toHaveAttribute('href', '/auth/healthPackageDetails');
  },
};
