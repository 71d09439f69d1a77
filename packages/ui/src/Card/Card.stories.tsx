import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  argTypes: {
    elevation: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    padding: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
  },
  args: { 'aria-labelledby': 'next-appointment' },
  render: (args) => (
    <Card {...args} style={{ maxInlineSize: '28rem' }}>
      <Stack gap="md">
        <Heading level={2} id="next-appointment">
          Next appointment
        </Heading>
        <Text tone="muted">Dr. Layla Hassan, Cardiology</Text>
        <Text>Tuesday 14 October, 10:30</Text>
        <Stack direction="row" gap="sm" wrap>
          <Button>Reschedule</Button>
          <Button variant="ghost">Cancel</Button>
        </Stack>
      </Stack>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Next appointment' });
    await expect(card.tagName).toBe('SECTION');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const Flat: Story = { args: { elevation: 'none' } };

export const Raised: Story = { args: { elevation: 'lg', padding: 'xxl' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Card {...args} style={{ maxInlineSize: '28rem' }}>
      <Stack gap="md">
        <Heading level={2} id="next-appointment">
          الموعد القادم
        </Heading>
        <Text tone="muted">د. ليلى حسن، أمراض القلب</Text>
        <Text>الثلاثاء 14 أكتوبر، 10:30</Text>
        <Stack direction="row" gap="sm" wrap>
          <Button>إعادة الجدولة</Button>
          <Button variant="ghost">إلغاء</Button>
        </Stack>
      </Stack>
    </Card>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'الموعد القادم' });
    const heading = canvas.getByRole('heading', { level: 2 });
    // Right-to-left: the heading starts at the card's right edge.
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(Math.round(card.getBoundingClientRect().right - heading.getBoundingClientRect().right)).toBe(
      Math.round(
        Number.parseFloat(getComputedStyle(card).paddingRight) +
          Number.parseFloat(getComputedStyle(card).borderRightWidth),
      ),
    );
  },
};
