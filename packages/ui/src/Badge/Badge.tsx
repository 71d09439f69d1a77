import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export type BadgeTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour role: a status colour on its tint.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  children: ReactNode;
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: 100%;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;

  &[data-tone='primary'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }

  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.info};
  }

  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.success};
  }

  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warning};
  }

  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A short status label, e.g. an appointment's 'Confirmed'. Text, not colour alone, carries the meaning. */
export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return <StyledBadge {...props} data-tone={tone} />;
}

export interface CountBadgeProps {
  /** The number to show; nothing renders for 0 unless `showZero`. */
  count: number;
  /**
   * Above this the badge shows `max+`.
   * @default 99
   */
  max?: number;
  /**
   * Read by screen readers instead of the bare number, e.g. (n) => `${n} unread notifications`.
   * @default (count) => String(count)
   */
  label?: (count: number) => string;
  /** @default false */
  showZero?: boolean;
}

const StyledCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.countBadge};
  block-size: ${({ theme }) => theme.sizes.countBadge};
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;

  /* On an icon button it sits on the icon's top end corner. */
  button > & {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space.xxs};
    inset-inline-end: ${({ theme }) => theme.space.xxs};
  }
`;

/** A small count (unread notifications, items in a list), with a fuller text for screen readers. */
export function CountBadge({ count, max = 99, label, showZero = false }: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  const shown = count > max ? `${max}+` : String(count);
  return (
    <StyledCount data-count={count}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden elementType="span">{label ? label(count) : shown}</VisuallyHidden>
    </StyledCount>
  );
}
