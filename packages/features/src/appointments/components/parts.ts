import styled from 'styled-components';

/** A doctor's avatar beside their name and specialty. */
export const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: ${({ theme }) => theme.sizes.layout.fieldMin};
`;

/** Two lines: the main text and a muted second line. */
export const Names = styled.span`
  display: flex;
  flex-direction: column;

  & > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
