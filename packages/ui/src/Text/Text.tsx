import { Text as RACText, type TextProps as RACTextProps } from 'react-aria-components';
import styled from 'styled-components';

export interface TextProps extends RACTextProps {
  /**
   * Colour role.
   * @default 'default'
   */
  tone?: 'default' | 'muted' | 'danger' | 'success';
  /**
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

const StyledText = styled(RACText)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[data-tone='muted'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }

  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.success};
  }

  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Body text (react-aria-components Text). A `<span>` by default; `elementType="p"` for paragraphs. */
export function Text({ tone = 'default', size = 'md', ...props }: TextProps) {
  return <StyledText {...props} data-tone={tone} data-size={size} />;
}
