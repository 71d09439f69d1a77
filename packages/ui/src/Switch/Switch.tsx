import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../internal/focusRing';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label, also the accessible name. */
  children: ReactNode;
}

const Root = styled(RACSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Track = styled.span`
  position: relative;
  flex: none;
  inline-size: ${({ theme }) => theme.sizes.switchTrack.inline};
  block-size: ${({ theme }) => theme.sizes.switchTrack.block};
  border: ${({ theme }) => `calc(2 * ${theme.sizes.borderWidth})`} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  transition: background-color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  &::before {
    content: '';
    position: absolute;
    inset-block: ${({ theme }) => theme.space.xxs};
    inset-inline-start: ${({ theme }) => theme.space.xxs};
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: inset-inline-start ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};
  }

  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  /* The thumb moves to the end side: right in English, left in Arabic. */
  [data-selected] > &::before {
    inset-inline-start: ${({ theme }) =>
      `calc(100% - ${theme.sizes.switchTrack.block} + 4 * ${theme.sizes.borderWidth} + ${theme.space.xxs})`};
    background: ${({ theme }) => theme.colors.onPrimary};
  }

  [data-focus-visible] > & {
    ${focusRing}
  }

  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.border};
    opacity: 0.6;
  }
`;

/** An on/off setting that applies at once (react-aria-components Switch, role="switch"). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      <Track aria-hidden="true" />
      <span>{children}</span>
    </Root>
  );
}
