import type { ReactNode } from 'react';
import { Modal as RACModal } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { DialogBody, DialogBox, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { IconButton } from '../internal/IconButton';
import { CloseIcon } from '../internal/icons';
import { Backdrop } from '../internal/modal.styles';
import { commonStrings } from '../UIProvider/strings/common';
import { useUIStrings } from '../UIProvider/uiStrings';

export interface DrawerProps {
  /** Title at the top, also the accessible name. */
  title: string;
  /** The content; a function receives `close` (e.g. to close after a navigation link). */
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Edge it slides from: 'start' is the left in English and the right in Arabic.
   * @default 'start'
   */
  placement?: 'start' | 'end';
  /** @default 'Close' / 'إغلاق' */
  closeLabel?: string;
}

// Logical insets, so the same keyframes slide from the correct edge in either direction.
const fromStart = keyframes`
  from {
    inset-inline-start: -100%;
  }
`;

const fromEnd = keyframes`
  from {
    inset-inline-end: -100%;
  }
`;

const DrawerBackdrop = styled(Backdrop)`
  display: block;
  padding: 0;
`;

const Panel = styled(RACModal)`
  position: fixed;
  inset-block: 0;
  display: flex;
  flex-direction: column;
  inline-size: min(${({ theme }) => theme.sizes.drawer}, calc(100vw - ${({ theme }) => theme.space.xxxl}));
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  &[data-placement='start'] {
    inset-inline-start: 0;
    border-start-end-radius: ${({ theme }) => theme.radii.lg};
    border-end-end-radius: ${({ theme }) => theme.radii.lg};

    &[data-entering] {
      animation: ${fromStart} ${({ theme }) => `${theme.motion.durations.slow} ${theme.motion.easing.emphasized}`};
    }
  }

  &[data-placement='end'] {
    inset-inline-end: 0;
    border-start-start-radius: ${({ theme }) => theme.radii.lg};
    border-end-start-radius: ${({ theme }) => theme.radii.lg};

    &[data-entering] {
      animation: ${fromEnd} ${({ theme }) => `${theme.motion.durations.slow} ${theme.motion.easing.emphasized}`};
    }
  }

  & > [role='dialog'] {
    block-size: 100%;
  }
`;

/** A panel that slides in from an edge (react-aria-components Modal + Dialog), e.g. phone navigation. */
export function Drawer({
  title,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  placement = 'start',
  closeLabel,
}: DrawerProps) {
  const strings = useUIStrings(commonStrings);
  return (
    <DrawerBackdrop isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} isDismissable>
      <Panel data-placement={placement}>
        <DialogBox>
          {({ close }) => (
            <>
              <DialogHeader>
                <DialogTitle slot="title">{title}</DialogTitle>
                <IconButton slot="close" aria-label={closeLabel ?? strings.close}>
                  <CloseIcon />
                </IconButton>
              </DialogHeader>
              <DialogBody>{typeof children === 'function' ? children(close) : children}</DialogBody>
            </>
          )}
        </DialogBox>
      </Panel>
    </DrawerBackdrop>
  );
}
