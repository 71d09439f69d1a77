import { Button } from '@portal/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useLogoutMutation } from '../auth/api';
import { loggedOut, selectSessionUser } from '../auth/slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

const Root = styled.div`
  position: relative;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 2rem;
  block-size: 2rem;
  margin-inline-end: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Menu = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  min-inline-size: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const MenuItem = styled.button`
  display: block;
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => `-${theme.sizes.focusRingWidth}`};
  }
`;

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toLocaleUpperCase();
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

/**
 * The header's profile button: initials and 'Hi {first name}' from the session, opening the
 * account menu (spec section 2, Header), after the WAI-ARIA menu button pattern. Only Logout exists
 * so far; later screens add their entries.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const [logout] = useLogoutMutation();
  const [isOpen, setOpen] = useState(false);
  const triggerId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    menuItems(menuRef.current)[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  if (!user) return null;

  function close() {
    setOpen(false);
    document.getElementById(triggerId)?.focus();
  }

  async function handleLogout() {
    if (leaving.current) return;
    leaving.current = true;
    setOpen(false);
    try {
      await logout().unwrap();
    } catch {
      // The local session ends whether or not the server heard about it.
    } finally {
      dispatch(loggedOut());
      await navigate('/home/login', { replace: true });
    }
  }

  function handleTriggerKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true);
  }

  function handleMenuKeyDown(event: KeyboardEvent) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <Root ref={rootRef}>
      <Button
        id={triggerId}
        variant="ghost"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onPress={() => setOpen((open) => !open)}
        onKeyDown={handleTriggerKeyDown}
      >
        <Avatar aria-hidden="true">{initials(user.firstName, user.lastName)}</Avatar>
        {t('header.greeting', { name: user.firstName })}
      </Button>
      {isOpen && (
        <Menu ref={menuRef} id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={handleMenuKeyDown}>
          <li role="none">
            <MenuItem type="button" role="menuitem" tabIndex={-1} onClick={handleLogout}>
              {t('header.logout')}
            </MenuItem>
          </li>
        </Menu>
      )}
    </Root>
  );
}
