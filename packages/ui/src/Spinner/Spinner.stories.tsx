import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { FullScreenLoader } from './FullScreenLoader';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading appointments' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading appointments' });
    // Indeterminate: no value for assistive technology to read out.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="xl" align="center">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('progressbar');
    await expect(small?.getBoundingClientRect().width).toBeLessThan(
      large?.getBoundingClientRect().width ?? 0,
    );
  },
};

export const FullScreen: StoryObj<typeof FullScreenLoader> = {
  parameters: { layout: 'fullscreen' },
  render: () => <FullScreenLoader label="Signing you in" />,
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Signing you in' });
    const overlay = spinner.parentElement as HTMLElement;
    await expect(getComputedStyle(overlay).position).toBe('fixed');
    await expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { layout: 'fullscreen' },
  render: () => <FullScreenLoader label="جارٍ تسجيل الدخول" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'جارٍ تسجيل الدخول' })).toBeInTheDocument();
  },
};
