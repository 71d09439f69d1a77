import { useEffect, useLayoutEffect, useState } from 'react';
import {
  type PressEvent,
  type QueuedToast,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import styled from 'styled-components';
import { IconButton } from '../internal/IconButton';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../internal/icons';
import { commonStrings } from '../UIProvider/strings/common';
import { useUIStrings } from '../UIProvider/uiStrings';
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

const Item = styled.div`
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

`;

const ToneIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--toast-accent);
  font-size: ${({ theme }) => theme.sizes.icon};
`;

const Message = styled.div`
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
 * Before a toast with focus inside goes, hand focus to the next toast (or the previous one), so a
 * keyboard user stays in the region; after the last one the region restores focus itself.
 */
function keepFocusInRegion(event: PressEvent) {
  const item = event.target.closest('[data-toast]');
  if (!item?.contains(document.activeElement)) return;
  const items = [...(item.closest('[role="region"]')?.querySelectorAll('[data-toast]') ?? [])];
  const index = items.indexOf(item);
  const neighbour = items[index + 1] ?? items[index - 1];
  neighbour?.querySelector<HTMLElement>('button')?.focus();
}

function Toast({ toast }: { toast: QueuedToast<ToastContent> }) {
  const strings = useUIStrings(commonStrings);
  const { tone, message } = toast.content;
  const Icon = icons[tone];
  // A live region is read out when its content changes, not when it arrives already filled: the
  // message is hidden for the first paint, then shown (as RAC's own toast does for NVDA).
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => setShown(true), []);

  // The queue only creates the timer; it runs from the moment the toast is on screen. The region
  // pauses every timer while it is hovered or has focus.
  const { timer, timeout } = toast;
  useEffect(() => {
    if (!timer || timeout == null) return;
    timer.reset(timeout);
    return () => timer.pause();
  }, [timer, timeout]);

  return (
    <Item data-toast="" data-tone={tone}>
      <ToneIcon aria-hidden="true">
        <Icon />
      </ToneIcon>
      {/* Errors interrupt (alert); confirmations and information wait their turn (status). */}
      <Message
        role={tone === 'error' ? 'alert' : 'status'}
        aria-atomic="true"
        aria-hidden={shown ? undefined : true}
      >
        {message}
      </Message>
      <IconButton
        aria-label={strings.close}
        onPress={(event) => {
          keepFocusInRegion(event);
          toastQueue.close(toast.key);
        }}
      >
        <CloseIcon />
      </IconButton>
    </Item>
  );
}

/**
 * The landmark that shows queued toasts ("Notifications", reached with F6 like any landmark, or by
 * a screen reader's region list). UIProvider renders it once. RAC's ToastRegion gives the landmark,
 * the portal to `<body>` with the locale's dir, and pauses the timers on hover and focus. Each toast
 * is a plain box with a status (success, info) or alert (error) live region and a named close
 * button, not RAC's non-modal alertdialog, which screen readers announce as a dialog.
 */
export function ToastRegion() {
  return <Region queue={toastQueue}>{({ toast }) => <Toast toast={toast} />}</Region>;
}
