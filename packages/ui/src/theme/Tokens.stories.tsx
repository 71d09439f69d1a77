import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled, { useTheme } from 'styled-components';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { contrastRatio } from './contrast';
import type { ThemeColors } from './types';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Swatch = styled.figure`
  margin: 0;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Chip = styled.div`
  block-size: 4rem;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  unicode-bidi: plaintext;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Sample = styled.div<{ $radius?: string; $shadow?: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 8rem;
  block-size: 4rem;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SpaceBar = styled.div<{ $size: string }>`
  block-size: ${({ theme }) => theme.space.md};
  inline-size: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
`;

function Tokens() {
  const theme = useTheme();
  const colors = Object.entries(theme.colors) as Array<[keyof ThemeColors, string]>;
  return (
    <Stack gap="xl">
      <Heading level={2}>Colours: {theme.name}</Heading>
      <Grid>
        {colors.map(([name, value]) => (
          <Swatch key={name}>
            <Chip style={{ background: value }} />
            <Caption>
              <strong>{name}</strong>
              <Muted>{value}</Muted>
              {value.startsWith('#') && (
                <Muted>{contrastRatio(value, theme.colors.surface).toFixed(2)}:1 on surface</Muted>
              )}
            </Caption>
          </Swatch>
        ))}
      </Grid>
      <Heading level={2}>Space</Heading>
      <Stack gap="xs">
        {Object.entries(theme.space).map(([name, value]) => (
          <Stack key={name} direction="row" gap="md" align="center">
            <Text size="sm" style={{ inlineSize: '4rem' }}>
              {name}
            </Text>
            <SpaceBar $size={value} />
            <Muted>{value}</Muted>
          </Stack>
        ))}
      </Stack>
      <Heading level={2}>Type scale</Heading>
      <Stack gap="xs">
        {Object.entries(theme.fontSizes).map(([name, value]) => (
          <Text key={name} style={{ fontSize: value }}>
            {name} · {value}
          </Text>
        ))}
      </Stack>
      <Heading level={2}>Fonts</Heading>
      <Stack gap="sm">
        <Text style={{ fontFamily: theme.fonts.body }}>
          body · Book an appointment with your doctor{' '}
          <Muted>{theme.fonts.body.split(',')[0]?.replace(/'/g, '')}</Muted>
        </Text>
        <Text
          lang="ar"
          dir="rtl"
          style={{ fontFamily: theme.fonts.arabic, lineHeight: theme.lineHeights.relaxed }}
        >
          arabic · احجز موعداً مع طبيبك <Muted>{theme.fonts.arabic.split(',')[0]?.replace(/'/g, '')}</Muted>
        </Text>
        <Stack direction="row" gap="lg" wrap>
          {Object.entries(theme.fontWeights).map(([name, value]) => (
            <Text key={name} style={{ fontWeight: value }}>
              {name} · {value}
            </Text>
          ))}
        </Stack>
      </Stack>
      <Heading level={2}>Radius</Heading>
      <Stack direction="row" gap="lg" wrap>
        {Object.entries(theme.radii).map(([name, value]) => (
          <Sample key={name} $radius={value}>
            {name} · {value}
          </Sample>
        ))}
      </Stack>
      <Heading level={2}>Elevation</Heading>
      <Stack direction="row" gap="xl" wrap>
        {Object.entries(theme.shadows).map(([name, value]) => (
          <Sample key={name} $shadow={value}>
            {name}
          </Sample>
        ))}
      </Stack>
      <Heading level={2}>Motion</Heading>
      <Stack gap="xs">
        {Object.entries(theme.motion.durations).map(([name, value]) => (
          <Text key={name} size="sm">
            {name} · <Muted>{value}</Muted>
          </Text>
        ))}
        {Object.entries(theme.motion.easing).map(([name, value]) => (
          <Text key={name} size="sm">
            {name} · <Muted>{value}</Muted>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  tags: ['autodocs'],
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Colours:/ })).toBeInTheDocument();
    await expect(canvas.getByText('primary')).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
};
