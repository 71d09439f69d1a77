import type { ImageSet } from '@portal/contract';
import { Card, Heading, Link, Skeleton, Stack } from '@portal/ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CardGrid } from '../pageParts';
import { ContentImage } from './ContentImage';

/** Where a card leads: a screen (its address and the location state it hands over), or an action. */
export type CardAction =
  | { href: string; state?: unknown; onPress?: undefined; label?: string }
  | { onPress: () => void; href?: undefined; label: string };

export interface ContentCardProps {
  image: ImageSet;
  title: string;
  /** The title's level in the screen's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Lines under the title (a publish date). */
  children?: ReactNode;
  /** The whole card is the target of this (a link or a button on its title, stretched over the card). */
  action?: CardAction;
  /** `sizes` of the image (ContentImage). */
  sizes: string;
  aspectRatio?: string;
  fit?: 'cover' | 'contain';
  /** In the first screenful: its image is fetched at once. */
  aboveFold?: boolean;
  /** Drawn over the image (a play mark). */
  badge?: ReactNode;
}

const Root = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;

  &:has([data-stretched]:hover) {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Figure = styled.div`
  position: relative;
`;

const Badge = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;

/** The title's target covers the card, so a click anywhere on it follows the title. */
const stretched = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration-line: none;
  ${stretched}
`;

const TitleButton = styled.button`
  appearance: none;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${stretched}

  &:hover {
    text-decoration-line: underline;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

const Title = styled(Heading)`
  && {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * A card of a content list (news, events, insurers, health packages): the image at the server's
 * sizes, the title as a heading, what goes under it, and the card as one target when it leads
 * somewhere.
 */
export function ContentCard({
  image,
  title,
  headingLevel = 2,
  children,
  action,
  sizes,
  aspectRatio,
  fit,
  aboveFold,
  badge,
}: ContentCardProps) {
  return (
    <Root padding="md" elevation="sm">
      <Stack gap="sm">
        <Figure>
          <ContentImage
            image={image}
            alt=""
            sizes={sizes}
            aspectRatio={aspectRatio}
            fit={fit}
            aboveFold={aboveFold}
          />
          {badge && <Badge aria-hidden="true">{badge}</Badge>}
        </Figure>
        <Title level={headingLevel}>
          {action?.href !== undefined ? (
            <TitleLink
              href={action.href}
              routerOptions={action.state === undefined ? undefined : { state: action.state }}
              aria-label={action.label}
              data-stretched
            >
              {title}
            </TitleLink>
          ) : action ? (
            <TitleButton type="button" onClick={action.onPress} aria-label={action.label} data-stretched>
              {title}
            </TitleButton>
          ) : (
            title
          )}
        </Title>
        {children}
      </Stack>
    </Root>
  );
}

const RatioBox = styled.div<{ $aspectRatio: string }>`
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
`;

export interface ContentCardSkeletonsProps {
  /** How many cards to hold a place for. @default 6 */
  count?: number;
  /** Said once while the list loads ('Loading…'). */
  label: string;
  aspectRatio?: string;
}

/** A card grid's places while its list loads: each card's image box and a line or two. */
export function ContentCardSkeletons({
  count = 6,
  label,
  aspectRatio = '16 / 9',
}: ContentCardSkeletonsProps) {
  return (
    <CardGrid aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
        <li key={index}>
          <Root padding="md" elevation="sm">
            <Stack gap="sm">
              <RatioBox $aspectRatio={aspectRatio}>
                <Skeleton shape="rect" height="100%" />
              </RatioBox>
              <Skeleton lines={2} label={index === 0 ? label : undefined} />
            </Stack>
          </Root>
        </li>
      ))}
    </CardGrid>
  );
}
