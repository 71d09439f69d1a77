import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import styled from 'styled-components';
import { IconButton } from '../internal/IconButton';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../internal/icons';
import { type ToastContent, type ToastTone, toastQueue } from './toastQueue';

const Region = styled(RACToastRegion<ToastContent>)`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: min(${({ theme }) => theme.sizes.toastWidth}, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  outline: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    inset-inline: ${({ theme }) => theme.space.md};
    inset-block-end: ${({ theme }) => theme.space.md};
    inline-size: auto;
  }
`;

const Item = styled(RACToast<ToastContent>)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => `${theme.space.lg} ${theme.space.xs}`};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-inline-start: ${({ theme }) => theme.sizes.accent} solid var(--toast-accent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: inherit;

  &[data-tone='success'] {
    --toast-accent: ${({ theme }) => theme.colors.success};
  }

  &[data-tone='error'] {
    --toast-accent: ${({ theme }) => theme.colors.danger};
  }

  &[data-tone='info'] {
    --toast-accent: ${({ theme }) => theme.colors.info};
  }

  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

const ToneIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--toast-accent);
  font-size: ${({ theme }) => theme.sizes.icon};
`;

const Content = styled(RACToastContent)`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const icons: Record<ToastTone, typeof SuccessIcon> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/**
 * The landmark that shows queued toasts. UIProvider renders it once. It portals to `<body>`, outside
 * any dir attribute of the app, so RAC sets dir on it from the I18nProvider locale.
 */
export function ToastRegion() {
  return (
    <Region queue={toastQueue}>
      {({ toast }) => {
        const Icon = icons[toast.content.tone];
        return (
          <Item toast={toast} data-tone={toast.content.tone}>
            <ToneIcon>
              <Icon />
            </ToneIcon>
            <Content>
              <Text slot="title">{toast.content.message}</Text>
            </Content>
            {/* RAC names the close button in the current locale ("Close" / "إغلاق"). */}
            <IconButton slot="close">
              <CloseIcon />
            </IconButton>
          </Item>
        );
      }}
    </Region>
  );
}
