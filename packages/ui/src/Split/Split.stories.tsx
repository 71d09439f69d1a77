import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Split } from './Split';

const meta = {
  title: 'Layout/Split',
  component: Split,
  args: {
    gap: 'xl',
    children: [
      <Card key="main">
        <Heading level={2}>Upcoming appointments</Heading>
        <Text elementType="p">The main column takes the room that is left.</Text>
      </Card>,
      <Card key="aside">
        <Heading level={2}>Recent doctors</Heading>
        <Text elementType="p">The side column stays between its two sizes.</Text>
      </Card>,
    ],
  },
} satisfies Meta<typeof Split>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side on a wide screen; in Arabic the side column is on the left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [main, aside] = Array.from(canvasElement.querySelectorAll<HTMLElement>('h2'));
    // Side by side when the Split is at least the layout's split size (40rem) wide.
    const wide = canvasElement.getBoundingClientRect().width >= 40 * 16;
    if (!main || !aside) throw new Error('two columns expected');
    if (wide)
      await expect(
        Math.abs(main.getBoundingClientRect().top - aside.getBoundingClientRect().top),
      ).toBeLessThan(2);
  },
};
