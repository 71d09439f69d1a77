import styled from 'styled-components';

/** A doctor's avatar beside their name. */
export const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
