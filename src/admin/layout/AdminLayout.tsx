/**
 * The admin frame (docs/product.md 2.13): top bar, 'Admin Panel' sidebar and the screen. The sidebar is
 * 250 px open and 60 px closed; at 768 px or narrower it starts closed and opens as an overlay over
 * the screen, closed again by its backdrop, Escape or any navigation. The word on publishing is the sales
 * team's: the Accountant, who does not publish, is never asked about it.
 */
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { AdminLink } from '../components/AdminLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { useMe } from '../me.ts';
import { ADMIN_HOME, homeOf } from '../paths.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { PublishingStatus } from './PublishingStatus.tsx';
import { Sidebar } from './Sidebar.tsx';

const MOBILE_QUERY = '(max-width: 768px)';
const SIDEBAR_ID = 'admin-sidebar';

function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = matchMedia(MOBILE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

export function AdminLayout({ activePath, children }: { activePath: string; children: ReactNode }) {
  const mobile = useIsMobile();
  const me = useMe();
  const [open, setOpen] = useState(!mobile);
  const overlay = mobile && open;

  // Crossing the breakpoint resets the sidebar to that width's default.
  useEffect(() => setOpen(!mobile), [mobile]);

  // The overlay closes on navigation (only a path change: the breakpoint is handled above).
  useEffect(() => {
    if (matchMedia(MOBILE_QUERY).matches) setOpen(false);
  }, [activePath]);

  useEffect(() => {
    if (!overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay]);

  return (
    <div className="admin" data-sidebar={open ? 'open' : 'closed'} data-mobile={mobile || undefined}>
      <a className="admin-skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-topbar__toggle"
          aria-label="Toggle sidebar"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="menu" size={22} />
        </button>
        <AdminLink href={me ? homeOf(me.role) : ADMIN_HOME} className="admin-topbar__logo">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="admin-topbar__name">Labels &amp; Tags Co.</span>
          <span className="visually-hidden"> admin dashboard</span>
        </AdminLink>
        {me && me.role !== 'Accountant' && <PublishingStatus />}
        <AccountMenu />
      </header>
      <div className="admin-body">
        <Sidebar id={SIDEBAR_ID} open={open} activePath={activePath} />
        {overlay && (
          <div className="admin-backdrop" data-testid="sidebar-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
        )}
        <main id="admin-main" className="admin-main" tabIndex={-1} inert={overlay}>
          {children}
        </main>
      </div>
    </div>
  );
}
