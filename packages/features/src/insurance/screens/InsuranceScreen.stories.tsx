import { ContentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listed, signedIn } from '../../test-utils/care';
import { insurers } from '../../test-utils/content';
import { answer, inLanguage, pending, screenLoader, screenStory } from '../../test-utils/screenStory';
import { InsuranceScreen, ready } from './InsuranceScreen';

const meta = {
  title: 'Screens/Insurance',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { screen: InsuranceScreen, path: '/auth/insurance', preloadedState: signedIn };

/** The insurers as a grid of cards (logo, name). */
export const Insurers: Story = {
  decorators: [
    screenStory({ ...at, answers: [answer(ContentEndpoint.insurance, () => listed(insurers()))] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLanguage('Insurance', 'التأمين') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: inLanguage('Daman', 'ضمان') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

/** While the insurers load. */
export const Loading: Story = {
  decorators: [screenStory({ ...at, answers: [pending(ContentEndpoint.insurance)] })],
};
