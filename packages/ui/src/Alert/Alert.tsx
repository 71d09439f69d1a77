import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../internal/IconButton';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import { alertStrings } from '../UIProvider/strings/alert';
import { useUIStrings } from '../UIProvider/uiStrings';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /**
   * Colour, icon and role: errors and warnings are role="alert" (read at once), info and success
   * role="status" (read when the reader is idle).
   * @default 'info'
   */
  tone?: AlertTone;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** An action (Link or Button) after the text. */
  action?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** @default 'Dismiss' / 'إغلاق' */
  dismissLabel?: string;
  /**
   * 'banner' spans its container edge to edge without rounded corners (top of a page).
   * @default 'inline'
   */
  variant?: 'inline' | 'banner';
  /** Override the live region role, e.g. 'none' for a message present when the page loads. */
  role?: 'alert' | 'status' | 'none';
}

const Root = styled.div`
  --alert-colour: ${({ theme }) => theme.colors.info};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
  border: ${({ theme }) => theme.sizes.borderWidth} solid var(--alert-colour);
  border-inline-start-width: ${({ theme }) => theme.sizes.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  &[data-tone='success'] {
    --alert-colour: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSubtle};
  }

  &[data-tone='warning'] {
    --alert-colour: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSubtle};
  }

  &[data-tone='error'] {
    --alert-colour: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }

  &[data-variant='banner'] {
    border-radius: 0;
    border-inline-width: 0;
    border-block-width: 0 ${({ theme }) => theme.sizes.borderWidth};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-block: ${({ theme }) => theme.space.xxs};
  color: var(--alert-colour);
  font-size: ${({ theme }) => theme.sizes.icon};
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  padding-inline-end: ${({ theme }) => theme.space.sm};
`;

const Title = styled.strong`
  color: var(--alert-colour);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Dismiss = styled(IconButton)`
  margin-block: ${({ theme }) => `calc(-1 * ${theme.space.sm})`};
`;

const icons: Record<AlertTone, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** A message about the page or an action: info, success, warning or error. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  variant = 'inline',
  role,
}: AlertProps) {
  const strings = useUIStrings(alertStrings);
  const Glyph = icons[tone];
  const liveRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <Root role={liveRole === 'none' ? undefined : liveRole} data-tone={tone} data-variant={variant}>
      <Icon aria-hidden="true">
        <Glyph />
      </Icon>
      <Content>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
        {action && <div>{action}</div>}
      </Content>
      {onDismiss && (
        <Dismiss aria-label={dismissLabel ?? strings.dismiss} onPress={onDismiss}>
          <CloseIcon />
        </Dismiss>
      )}
    </Root>
  );
}

export type BannerProps = Omit<AlertProps, 'variant'>;

/** An Alert across the top of a page or section. */
export function Banner(props: BannerProps) {
  return <Alert {...props} variant="banner" />;
}
