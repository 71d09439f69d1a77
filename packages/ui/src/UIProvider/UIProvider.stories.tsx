import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { themes } from '../theme/themes';
import { UIProvider } from './UIProvider';
import { useLocaleDirection } from './useLocaleDirection';

function DirectionProbe() {
  const direction = useLocaleDirection();
  return <Text elementType="p">Direction: {direction}</Text>;
}

const navigate = fn();

// The preview decorator already wraps every story in a UIProvider; these stories nest a second one
// to show the props that decorator does not use.
const meta = {
  title: 'Foundations/UIProvider',
  component: UIProvider,
  tags: ['autodocs'],
  args: { theme: themes.aldhannah, locale: 'en', children: null },
  argTypes: { theme: { control: false }, children: { control: false } },
} satisfies Meta<typeof UIProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <UIProvider {...args}>
      <Stack gap="sm">
        <DirectionProbe />
        <Text tone="muted">Theme: {args.theme.name}</Text>
      </Stack>
    </UIProvider>
  ),
  play: async ({ canvas }) => {
    // The nested provider's locale wins inside it, whatever the toolbar says.
    await expect(canvas.getByText('Direction: ltr')).toBeInTheDocument();
    await expect(canvas.getByText('Theme: aldhannah')).toBeInTheDocument();
  },
};

export const ClientSideRouting: Story = {
  render: (args) => (
    <UIProvider {...args} navigate={navigate} useHref={(href) => `/portal${href}`}>
      <Link variant="standalone" href="/home/login">
        Sign in
      </Link>
    </UIProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Sign in' });
    // useHref shapes the real URL; navigate receives the router path.
    await expect(link).toHaveAttribute('href', '/portal/home/login');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/home/login', undefined);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar', theme: themes.colab },
  render: Default.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Direction: rtl')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(document.body).fontFamily).toContain('Noto Sans Arabic');
  },
};
