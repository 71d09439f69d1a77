import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button as RACButton } from 'react-aria-components';
import { expect, fn, screen, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Avatar } from '../Avatar';
import { LogoutIcon, SettingsIcon, UserIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const onAction = fn();

const ProfileButton = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs};
  padding-inline-end: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

interface ProfileMenuProps {
  name: string;
  labels: { profile: string; settings: string; signOut: string; account: string };
}

/** The header's profile menu. */
function ProfileMenu({ name, labels }: ProfileMenuProps) {
  return (
    <MenuTrigger>
      <ProfileButton>
        <Avatar name={name} size="sm" isDecorative />
        <span>
          <VisuallyHidden elementType="span">{labels.account}: </VisuallyHidden>
          {name}
        </span>
      </ProfileButton>
      <Menu onAction={onAction}>
        <MenuSection title={name}>
          <MenuItem id="profile" icon={<UserIcon />}>
            {labels.profile}
          </MenuItem>
          <MenuItem id="settings" icon={<SettingsIcon />}>
            {labels.settings}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label={labels.signOut}>
          <MenuItem id="sign-out" icon={<LogoutIcon />} tone="danger">
            {labels.signOut}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Overlays/Menu',
  component: ProfileMenu,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    name: 'Sara Ahmed',
    labels: { profile: 'My profile', settings: 'Settings', signOut: 'Sign out', account: 'Account' },
  },
  beforeEach: () => onAction.mockClear(),
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account: Sara Ahmed' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Enter opens on the first item, arrows move, Enter acts and closes, focus returns.
    await userEvent.keyboard('{Enter}');
    // Named by its trigger.
    const menu = await screen.findByRole('menu', { name: 'Account: Sara Ahmed' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('sign-out');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Sara Ahmed' }));
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Sara Ahmed' }));
    await screen.findByRole('menu');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    name: 'سارة أحمد',
    labels: { profile: 'ملفي الشخصي', settings: 'الإعدادات', signOut: 'تسجيل الخروج', account: 'الحساب' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الحساب: سارة أحمد' }));
    // Leaving points the other way in right-to-left: the logout icon is directional.
    const signOut = await screen.findByRole('menuitem', { name: 'تسجيل الخروج' });
    await expect(getComputedStyle(signOut.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'الإعدادات' }));
    await expect(onAction.mock.lastCall?.[0]).toBe('settings');
  },
};
