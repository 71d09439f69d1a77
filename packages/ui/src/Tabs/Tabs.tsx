import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing, focusRingInset } from '../internal/focusRing';

export type { TabPanelProps, TabProps, TabsProps } from 'react-aria-components';

export interface TabListProps<T extends object> extends RACTabListProps<T> {
  /**
   * While the list is narrower than the `sm` breakpoint (a phone), the tabs share its width and a
   * long name wraps, so every tab stays in view instead of scrolling out of it. For two or three
   * tabs; more are better left to scroll.
   * @default false
   */
  fitWhenNarrow?: boolean;
}

/** Tabs (react-aria-components): TabList of Tab, then a TabPanel per tab. Arrows move between tabs. */
export const Tabs = styled(RACTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

const StyledTabList = styled(RACTabList)<{ $fitWhenNarrow: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-block-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-block-end: none;
    border-inline-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  }

  /* The list is its own size container, so the rule follows the list's width (a phone's column, a
     narrow dialog), not the window's. */
  ${({ $fitWhenNarrow, theme }) =>
    $fitWhenNarrow &&
    css`
      &[data-orientation='horizontal'] {
        container-type: inline-size;
      }

      @container not (min-width: ${theme.breakpoints.sm}) {
        & > [role='tab'] {
          flex: 1 1 0;
          justify-content: center;
          min-inline-size: 0;
          padding-inline: ${theme.space.md};
          white-space: normal;
          text-align: center;
          overflow-wrap: anywhere;
        }
      }
    `}
`;

/** The row (or column) of tabs. */
export function TabList<T extends object>({ fitWhenNarrow = false, ...props }: TabListProps<T>) {
  // styled() drops the item type parameter; the props are RAC's own, passed through unchanged.
  return <StyledTabList {...(props as RACTabListProps<unknown>)} $fitWhenNarrow={fitWhenNarrow} />;
}

export const Tab = styled(RACTab)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-inline: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    block-size: ${({ theme }) => theme.sizes.accent};
    border-start-start-radius: ${({ theme }) => theme.radii.sm};
    border-start-end-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
  }

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};

    &::after {
      background: ${({ theme }) => theme.colors.primary};
    }
  }

  &[data-focus-visible] {
    ${focusRingInset}
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const TabPanel = styled(RACTabPanel)`
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`;
