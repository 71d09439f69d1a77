import { Heading } from '@portal/ui';
import styled from 'styled-components';

/** Cards side by side as room allows; one column on phones. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.sizes.layout.tile}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Chips that wrap (specialties, next available dates). */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A titled part of a screen. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A card's heading: a real h2/h3 for the outline, sized for a card rather than a page section. */
export const CardTitle = styled(Heading)`
  && {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** A list of cards, one under another (the phone form of a table). */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card's label and value pairs, the labels muted. */
export const CardFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > dd {
    margin: 0;
  }
`;

/** The content service's HTML once sanitised (shared/sanitizeHtml.ts): page text, package descriptions. */
export const HtmlText = styled.div`
  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
  & h3 {
    margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & ul {
    margin-block: ${({ theme }) => theme.space.xs};
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  & li + li {
    margin-block-start: ${({ theme }) => theme.space.xs};
  }
`;
