import { Button as RACButton } from 'react-aria-components';
import styled from 'styled-components';
import { focusRingInset } from '../internal/focusRing';

/** The calling-code button: the same look before and after the country list has loaded. */
export const CodeTrigger = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: stretch;
  flex: none;
  padding-inline: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border: none;
  border-inline-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-start-start-radius: ${({ theme }) => theme.radii.md};
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & svg {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.sizes.icon};
  }
`;

/**
 * '+971' has no strong characters: kept left to right inside Arabic text by the dir attribute
 * (stylis-plugin-rtl would flip a CSS `direction`). Not plaintext: as a flex item of the code button
 * (before the list has loaded) plaintext took the button's right-to-left direction: '971+'.
 */
export const Code = styled.bdi.attrs({ dir: 'ltr' })``;
