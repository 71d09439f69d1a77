import { FieldError as RACFieldError, Label as RACLabel, Text as RACText } from 'react-aria-components';
import styled from 'styled-components';

// Shared by TextField, PasswordField and OtpField so every form control lines up the same way.

export const FieldLabel = styled(RACLabel)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const FieldDescription = styled(RACText)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Present from the first render so that screen readers announce an error when it appears
 * (live regions added together with their content are often skipped).
 */
export const FieldErrorRegion = styled.div`
  &:empty {
    display: none;
  }
`;

export const FieldErrorText = styled(RACFieldError)`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
