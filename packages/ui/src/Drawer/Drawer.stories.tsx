import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { isRtl, uiText } from '../internal/storyHelpers';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { commonStrings } from '../UIProvider/strings/common';
import { Drawer } from './Drawer';

/** Pixels between the drawer and the viewport's start or end edge in the page's direction. */
const edgeGap = (element: HTMLElement, side: 'start' | 'end') => {
  const { left, right } = element.getBoundingClientRect();
  const atLeft = (side === 'start') !== isRtl();
  return Math.abs(Math.round(atLeft ? left : window.innerWidth - right));
};

const meta: Meta<typeof Drawer> = {
  title: 'Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { title: 'Filters', children: null },
  argTypes: { placement: { control: 'inline-radio', options: ['start', 'end'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Show filters</Button>
      <Drawer {...args}>
        {(close) => (
          <Stack gap="md">
            <Text>Choose a specialty and a location.</Text>
            <Button onPress={close}>Apply</Button>
          </Stack>
        )}
      </Drawer>
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof Drawer>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Show filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    // It sits on the inline start edge: left in English, right in Arabic.
    await waitFor(() => expect(edgeGap(drawer, 'start')).toBe(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const End: Story = {
  args: { placement: 'end', defaultOpen: true },
  render: (args) => (
    <Drawer {...args}>
      <Text>Slides in from the end side.</Text>
    </Drawer>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(edgeGap(drawer, 'end')).toBe(0));
    await expect(
      within(drawer).getByRole('button', { name: uiText(commonStrings).close }),
    ).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'عوامل التصفية', closeLabel: 'إغلاق', defaultOpen: true },
  render: (args) => (
    <Drawer {...args}>
      <Text>اختر التخصص والموقع.</Text>
    </Drawer>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'عوامل التصفية' });
    // 'start' is the right edge in Arabic.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(edgeGap(drawer, 'start')).toBe(0);
  },
};
