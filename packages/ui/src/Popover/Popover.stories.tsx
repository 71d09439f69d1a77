import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { CountBadge } from '../Badge';
import { DialogTrigger } from '../Dialog';
import { BellIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Text } from '../Text';
import { Popover } from './Popover';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm};
    border-block-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  }
`;

const english = [
  ['Lab results ready', 'Your lipid profile from 12/10/2025 is available.'],
  ['Appointment reminder', 'Dr. Layla Hassan tomorrow at 10:30.'],
  ['Prescription renewed', 'Amlodipine 5 mg, 30 tablets.'],
  ['Flu vaccines', 'Seasonal flu vaccines are now available at all our clinics.'],
  ['Message from your doctor', 'Please book a follow-up visit within two weeks.'],
  ['Insurance updated', 'Your insurance card was approved.'],
];

function Notifications({ items, label, title }: { items: string[][]; label: string; title: string }) {
  return (
    <DialogTrigger>
      <IconButton label={label}>
        <BellIcon />
        <CountBadge count={items.length} />
      </IconButton>
      <Popover title={title} size="notifications">
        <List>
          {items.map(([heading, body]) => (
            <li key={heading}>
              <Text size="sm" style={{ fontWeight: 600 }}>
                {heading}
              </Text>
              <Text size="sm" tone="muted">
                {body}
              </Text>
            </li>
          ))}
        </List>
        <Link variant="standalone" href="#notifications">
          {label}
        </Link>
      </Popover>
    </DialogTrigger>
  );
}

const meta: Meta<typeof Popover> = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  render: () => <Notifications items={english} label="Notifications" title="Notifications" />,
};

export default meta;
type Story = StoryObj<typeof Popover>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Notifications/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    // The dropdown: 336 px high at most and 50ch wide; the list scrolls inside it.
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(336));
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(320);
    await expect(width).toBeLessThan(560);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Notifications
      items={[
        ['نتائج المختبر جاهزة', 'تحليل الدهون بتاريخ 12/10/2025 متاح الآن.'],
        ['تذكير بموعد', 'د. ليلى حسن غداً الساعة 10:30.'],
      ]}
      label="الإشعارات"
      title="الإشعارات"
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /الإشعارات/ }));
    await expect(await screen.findByRole('dialog', { name: 'الإشعارات' })).toBeInTheDocument();
  },
};
