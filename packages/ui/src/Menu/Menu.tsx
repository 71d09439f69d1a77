import type { ReactNode } from 'react';
import {
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Separator as RACSeparator,
} from 'react-aria-components';
import styled from 'styled-components';
import { listItemStyles, StyledPopover } from '../internal/overlay.styles';

/** Opens the Menu placed after its trigger button (react-aria-components MenuTrigger). */
export const MenuTrigger = RACMenuTrigger;

export interface MenuProps<T extends object = object> extends RACMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom end'
   */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

const Surface = styled(StyledPopover)`
  min-inline-size: max(var(--trigger-width), ${({ theme }) => theme.sizes.menuMinWidth});
`;

const List = styled(RACMenu)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
` as typeof RACMenu;

/** A menu of actions (react-aria-components Menu in a Popover): arrows move, Enter acts, Escape closes. */
export function Menu<T extends object = object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <Surface placement={placement}>
      <List {...props} />
    </Surface>
  );
}

export interface MenuItemProps extends RACMenuItemProps {
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /**
   * 'danger' for destructive actions such as Sign out or Delete.
   * @default 'default'
   */
  tone?: 'default' | 'danger';
}

const Item = styled(RACMenuItem)`
  ${listItemStyles}
  text-decoration: none;

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }

  & > svg {
    flex: none;
    font-size: ${({ theme }) => theme.sizes.icon};
  }
`;

/** An action of a Menu; with `href` it is a link. */
export function MenuItem({ icon, tone = 'default', children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <Item {...props} textValue={textValue} data-tone={tone}>
      {(renderProps) => (
        <>
          {icon}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </Item>
  );
}

export const MenuSeparator = styled(RACSeparator)`
  margin-block: ${({ theme }) => theme.space.xs};
  border: none;
  border-block-start: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
`;

const SectionHeader = styled(RACHeader)`
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface MenuSectionProps {
  /** Visible heading of the group, e.g. the signed-in user's name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children: ReactNode;
}

/** A labelled group of items inside a Menu. */
export function MenuSection({ title, children, 'aria-label': ariaLabel }: MenuSectionProps) {
  return (
    <RACMenuSection aria-label={ariaLabel}>
      {title && <SectionHeader>{title}</SectionHeader>}
      {children}
    </RACMenuSection>
  );
}
