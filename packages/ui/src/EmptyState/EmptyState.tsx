import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from '../internal/icons';

export interface EmptyStateProps {
  /** What is empty, e.g. 'No upcoming appointments'. */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /** An action such as a Button or Link. */
  action?: ReactNode;
  /**
   * A decorative icon.
   * @default an inbox
   */
  icon?: ReactNode;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xxl};
  padding-inline: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Icon = styled.span`
  display: inline-flex;
  margin-block-end: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.sizes.illustration};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.div`
  max-inline-size: 40ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

/** What a list or page shows when it has nothing yet, with the next step. */
export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Root>
      <Icon aria-hidden="true">{icon ?? <InboxIcon />}</Icon>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
