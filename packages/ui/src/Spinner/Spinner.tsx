import { ProgressBar as RACProgressBar } from 'react-aria-components';
import styled from 'styled-components';
import { SpinnerGraphic } from './SpinnerGraphic';

export interface SpinnerProps {
  /** What is loading; read by screen readers (the spinner has no visible text). */
  label: string;
  /**
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

const Root = styled(RACProgressBar)`
  display: inline-block;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
  inline-size: ${({ theme }) => theme.sizes.spinner.md};
  block-size: ${({ theme }) => theme.sizes.spinner.md};

  &[data-size='sm'] {
    inline-size: ${({ theme }) => theme.sizes.spinner.sm};
    block-size: ${({ theme }) => theme.sizes.spinner.sm};
  }

  &[data-size='lg'] {
    inline-size: ${({ theme }) => theme.sizes.spinner.lg};
    block-size: ${({ theme }) => theme.sizes.spinner.lg};
  }
`;

/** An indeterminate progress indicator (role="progressbar", named by `label`). */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <Root isIndeterminate aria-label={label} data-size={size}>
      <SpinnerGraphic />
    </Root>
  );
}
