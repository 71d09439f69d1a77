import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTheme } from 'styled-components';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { UIProvider, type UIProviderProps } from './UIProvider';
import { useLocaleDirection } from './useLocaleDirection';

function DirectionProbe() {
  const direction = useLocaleDirection();
  return <Text elementType="p">Direction: {direction}</Text>;
}

const navigate = fn();

// The preview decorator already wraps every story in a UIProvider; these stories nest a second one
// to show the props that decorator does not use, with the toolbar's brand theme (brands/<key>).
const meta = {
  title: 'Foundations/UIProvider',
  component: UIProvider,
  tags: ['autodocs'],
  args: { locale: 'en', children: null },
  argTypes: { theme: { control: false }, children: { control: false } },
} satisfies Meta<UIProviderProps>;

export default meta;
// The theme is the toolbar's, never an arg.
type Story = StoryObj<Omit<UIProviderProps, 'theme'>>;

function NestedProvider(args: Omit<UIProviderProps, 'theme'>) {
  const theme = useTheme();
  return (
    <UIProvider {...args} theme={theme}>
      <Stack gap="sm">
        <DirectionProbe />
        <Text tone="muted">Theme: {theme.name}</Text>
      </Stack>
    </UIProvider>
  );
}

export const Default: Story = {
  render: (args) => <NestedProvider {...args} />,
  play: async ({ canvas, globals }) => {
    // The nested provider's locale wins inside it, whatever the toolbar says.
    await expect(canvas.getByText('Direction: ltr')).toBeInTheDocument();
    await expect(canvas.getByText(`Theme: ${String(globals.brand)}`)).toBeInTheDocument();
  },
};

export const ClientSideRouting: Story = {
  render: (args) => (
    <UIProvider {...args} theme={useTheme()} navigate={navigate} useHref={(href) => `/portal${href}`}>
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
  args: { locale: 'ar' },
  render: Default.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Direction: rtl')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(document.body).fontFamily).toContain('Noto Sans Arabic');
  },
};
