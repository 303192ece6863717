/**
 * The avatar button and its 'My Account' menu (docs/product.md 2.13), after the WAI-ARIA menu button
 * pattern: arrows move between items, Escape closes and returns focus, Tab or a click outside closes.
 * Beside it, the signed-in person's name (it follows a rename on My account).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { TEAM_TEXTS } from '../../lib/messages/team.ts';
import { logout } from '../access.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { useMe } from '../me.ts';

const ACCOUNT_PATH = '/admin/account';

export function AccountMenu() {
  const [open, setOpen] = useState(false);
  /** Which item takes focus when the menu opens: first or last. */
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const headingId = useId();
  const me = useMe();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  function openMenu(focus: 'first' | 'last') {
    setFocusOnOpen(focus);
    setOpen(true);
  }

  function close({ restoreFocus = true } = {}) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
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
        focusAt(list.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        close({ restoreFocus: false });
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div className="account-menu" ref={rootRef}>
      {me && (
        <span className="account-menu__name" data-testid="signed-in-name">
          {me.name}
        </span>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label="My Account"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="user" size={22} />
      </button>
      {open && (
        <div className="account-menu__panel">
          <p className="account-menu__heading" id={headingId}>
            My Account
          </p>
          <ul
            ref={menuRef}
            className="account-menu__list"
            role="menu"
            id={menuId}
            aria-labelledby={headingId}
            onKeyDown={onMenuKeyDown}
          >
            <li role="none">
              <AdminLink
                role="menuitem"
                href={ACCOUNT_PATH}
                className="account-menu__item"
                tabIndex={-1}
                onClick={() => close({ restoreFocus: false })}
              >
                <Icon name="user" size={18} />
                {TEAM_TEXTS.myAccount}
              </AdminLink>
            </li>
            <li role="none">
              <a role="menuitem" href="/" className="account-menu__item" tabIndex={-1}>
                <Icon name="home" size={18} />
                Back to home page
              </a>
            </li>
            <li role="none">
              <button type="button" role="menuitem" className="account-menu__item" tabIndex={-1} onClick={logout}>
                <Icon name="logout" size={18} />
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
