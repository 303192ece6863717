/**
 * The 'Admin Panel' sidebar (docs/product.md 2.13): the dashboard, then one disclosure group per part of the
 * work (ADMIN_GROUPS), each listing the admin routes the signed-in role opens in ADMIN_PAGES order (Team and
 * Settings for Admins only; the Accountant's only Money: Payments and Returns), and Logout. One group is open at a time, the current screen's (Sales on the dashboard), so every entry is
 * reached without scrolling the panel on a 720 px high laptop. Collapsed it is a 60 px rail of icons whose
 * headings and links keep their names for assistive tech.
 */
import { useEffect, useId, useState } from 'react';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { logout } from '../access.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import type { Role } from '../../lib/schemas/team.ts';
import { useMe } from '../me.ts';
import { ADMIN_GROUPS, ADMIN_PAGES, type AdminGroup, type AdminPage, opensPage } from '../paths.ts';

const ICONS: Record<string, IconName> = {
  '/admin/dashboard': 'dashboard',
  '/admin/enquiries': 'inbox',
  '/admin/quick-quotes': 'bolt',
  '/admin/product-quotes': 'tag',
  '/admin/help-enquiries': 'help',
  '/admin/contact-enquiries': 'mail',
  '/admin/customers': 'user',
  '/admin/orders': 'truck',
  '/admin/payments': 'wallet',
  '/admin/returns': 'blog',
  '/admin/report': 'chart',
  '/admin/manage-blog': 'blog',
  '/admin/manage-products': 'box',
  '/admin/manage-testimonials': 'star',
  '/admin/mail': 'send',
  '/admin/privacy-requests': 'shield',
  '/admin/categories': 'folder',
  '/admin/team': 'users',
  '/admin/settings': 'settings',
  '/admin/activity': 'activity',
};

const GROUP_ICONS: Record<AdminGroup, IconName> = { sales: 'trend', money: 'rupee', site: 'globe', team: 'users' };

const ownGroup = (path: string) => ADMIN_PAGES.find((page) => page.path === path)?.group;

/**
 * The group open when a screen is shown: its own, or on a screen of none (the dashboard, My account) Sales, where
 * the day's work comes in, or Money for the Accountant, whose only group it is.
 */
const groupOf = (path: string, role?: Role): AdminGroup => ownGroup(path) ?? (role === 'Accountant' ? 'money' : 'sales');

interface SidebarProps {
  id: string;
  open: boolean;
  activePath: string;
}

export function Sidebar({ id, open, activePath }: SidebarProps) {
  const titleId = useId();
  const groupId = useId();
  const me = useMe();
  const role = me?.role;
  const [openGroup, setOpenGroup] = useState<AdminGroup | null>(() => groupOf(activePath, role));
  // Going to another screen opens its group (and closes the one opened to get there, if another).
  useEffect(() => setOpenGroup(groupOf(activePath, role)), [activePath, role]);
  // The entries wait for the role: Staff never see Team flash by, nor the Accountant the sales team's pages.
  const routes = me ? ADMIN_PAGES.filter((route) => !route.accountMenu && !route.within && opensPage(route, me.role)) : [];
  const entry = (route: AdminPage) => (
    <li key={route.path}>
      <AdminLink
        href={route.path}
        className="admin-sidebar__link"
        aria-current={route.path === activePath ? 'page' : undefined}
        title={open ? undefined : route.label}
      >
        <Icon name={ICONS[route.path] ?? 'note'} />
        <span className="admin-sidebar__label">{route.label}</span>
      </AdminLink>
    </li>
  );
  return (
    <div id={id} className="admin-sidebar" data-open={open}>
      <h2 id={titleId} className="admin-sidebar__title">
        Admin Panel
      </h2>
      <nav aria-labelledby={titleId}>
        <ul className="admin-sidebar__list">
          {routes.filter((route) => !route.group).map(entry)}
          {ADMIN_GROUPS.map((group) => {
            const entries = routes.filter((route) => route.group === group);
            if (!entries.length) return null;
            const expanded = openGroup === group;
            const heading = ADMIN_TEXTS.navigation[group];
            return (
              <li key={group} className="admin-sidebar__group">
                <h3 className="admin-sidebar__heading">
                  <button
                    type="button"
                    className="admin-sidebar__link admin-sidebar__toggle"
                    aria-expanded={expanded}
                    aria-controls={`${groupId}-${group}`}
                    data-current={group === ownGroup(activePath) || undefined}
                    title={open ? undefined : heading}
                    onClick={() => setOpenGroup(expanded ? null : group)}
                  >
                    <Icon name={GROUP_ICONS[group]} />
                    <span className="admin-sidebar__label">{heading}</span>
                    <span className="admin-sidebar__chevron">
                      <Icon name="chevron" size={16} />
                    </span>
                  </button>
                </h3>
                <ul id={`${groupId}-${group}`} className="admin-sidebar__list admin-sidebar__entries" hidden={!expanded}>
                  {entries.map(entry)}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        type="button"
        className="admin-sidebar__link admin-sidebar__logout"
        onClick={logout}
        title={open ? undefined : 'Logout'}
      >
        <Icon name="logout" />
        <span className="admin-sidebar__label">Logout</span>
      </button>
    </div>
  );
}
