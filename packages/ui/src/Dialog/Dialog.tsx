import { type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading as RACHeading,
  Modal as RACModal,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button';
import { IconButton } from '../internal/IconButton';
import { CloseIcon } from '../internal/icons';
import { Backdrop } from '../internal/modal.styles';
import { commonStrings } from '../UIProvider/strings/common';
import { useUIStrings } from '../UIProvider/uiStrings';

/** Opens the Dialog, Drawer or Popover placed after its trigger button (react-aria-components DialogTrigger). */
export const DialogTrigger = RACDialogTrigger;

export interface DialogProps {
  /** Visible title, also the dialog's accessible name. */
  title: string;
  /** The body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Action buttons at the bottom, end-aligned. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; omit inside a DialogTrigger. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether Escape, a click on the backdrop and a close button can dismiss it. False is for flows
   * that must be finished, such as a forced password change.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * 'alertdialog' for confirmations and warnings that need an answer.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Width.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Accessible name of the close button.
   * @default 'Close' / 'إغلاق'
   */
  closeLabel?: string;
  /**
   * Where focus goes when the dialog closes, for when what opened it may be gone (e.g. the row a
   * confirmed deletion removed). Read at closing; nothing (null, undefined, an element no longer in
   * the page) keeps the default of returning focus to the trigger.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Puts focus on `returnFocus()` as the dialog goes. It runs once the closing commit is done (a
 * microtask): the dialog has left the page, and the trigger's restore (react-aria, the next frame)
 * then finds focus placed and leaves it.
 */
function ReturnFocus({ to }: { to: () => HTMLElement | null | undefined }) {
  const latest = useRef(to);
  latest.current = to;
  useLayoutEffect(
    () => () => {
      const target = latest.current();
      if (!target) return;
      queueMicrotask(() => {
        if (target.isConnected) target.focus();
      });
    },
    [],
  );
  return null;
}

const rise = keyframes`
  from {
    opacity: 0;
    transform: scale(0.97);
  }
`;

const Panel = styled(RACModal)`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.dialog.md};
  max-block-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[data-size='sm'] {
    max-inline-size: ${({ theme }) => theme.sizes.dialog.sm};
  }

  &[data-size='lg'] {
    max-inline-size: ${({ theme }) => theme.sizes.dialog.lg};
  }

  &[data-entering] {
    animation: ${rise} ${({ theme }) => `${theme.motion.durations.normal} ${theme.motion.easing.emphasized}`};
  }
`;

export const DialogBox = styled(RACDialog)`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  outline: none;
`;

export const DialogHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => `${theme.space.lg} 0`};
  padding-inline: ${({ theme }) => `${theme.space.xl} ${theme.space.sm}`};
`;

export const DialogTitle = styled(RACHeading)`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const DialogBody = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow: auto;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xl};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const DialogFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  padding-inline: ${({ theme }) => theme.space.xl};
`;

/**
 * A modal dialog (react-aria-components ModalOverlay + Modal + Dialog): focus moves in and stays
 * there, Escape and the backdrop close it unless `isDismissable` is false, and focus returns to the
 * trigger on close.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  size = 'md',
  closeLabel,
  returnFocus,
}: DialogProps) {
  const strings = useUIStrings(commonStrings);
  return (
    <Backdrop
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Panel data-size={size}>
        <DialogBox role={role}>
          {({ close }) => (
            <>
              {returnFocus && <ReturnFocus to={returnFocus} />}
              <DialogHeader>
                <DialogTitle slot="title">{title}</DialogTitle>
                {isDismissable && (
                  <IconButton slot="close" aria-label={closeLabel ?? strings.close}>
                    <CloseIcon />
                  </IconButton>
                )}
              </DialogHeader>
              <DialogBody>{typeof children === 'function' ? children(close) : children}</DialogBody>
              {footer && <DialogFooter>{typeof footer === 'function' ? footer(close) : footer}</DialogFooter>}
            </>
          )}
        </DialogBox>
      </Panel>
    </Backdrop>
  );
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'role' | 'footer' | 'children' | 'size'> {
  /** The question or consequence, e.g. 'Your appointment on 14/10/2025 will be cancelled.' */
  children: ReactNode;
  /** Label of the confirming button, e.g. 'Cancel appointment'. */
  confirmLabel: string;
  /** @default 'Cancel' / 'إلغاء' */
  cancelLabel?: string;
  /** Runs on confirm; the dialog closes afterwards (after the promise settles, when it returns one). */
  onConfirm: () => unknown;
  /**
   * 'danger' for destructive actions.
   * @default 'primary'
   */
  tone?: 'primary' | 'danger';
  /** Shows the confirm button pending (e.g. while the request runs). */
  isPending?: boolean;
}

/** A confirmation (role="alertdialog") with Cancel and a confirming action; Cancel takes focus first. */
export function ConfirmDialog({
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
  isPending = false,
  ...props
}: ConfirmDialogProps) {
  const strings = useUIStrings(commonStrings);
  return (
    <Dialog
      {...props}
      role="alertdialog"
      size="sm"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} autoFocus>
            {cancelLabel ?? strings.cancel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={async () => {
              await onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
