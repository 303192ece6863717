/**
 * The 'Admin Panel' sidebar (docs/product.md 2.13): one entry per admin route, in ADMIN_PAGES order (Team for
 * Admins only), and Logout. Collapsed it is a 60 px rail of icons whose links keep their names for assistive tech.
 */
import { useId } from 'react';
import { logout } from '../access.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { useMe } from '../me.ts';
import { ADMIN_PAGES } from '../paths.ts';

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

interface SidebarProps {
  id: string;
  open: boolean;
  activePath: string;
}

export function Sidebar({ id, open, activePath }: SidebarProps) {
  const titleId = useId();
  const me = useMe();
  // Admin-only entries wait for the role: Staff never see Team flash by.
  const routes = ADMIN_PAGES.filter(
    (route) => !route.accountMenu && !route.within && (!route.adminOnly || me?.role === 'Admin'),
  );
  return (
    <div id={id} className="admin-sidebar" data-open={open}>
      <h2 id={titleId} className="admin-sidebar__title">
        Admin Panel
      </h2>
      <nav aria-labelledby={titleId}>
        <ul className="admin-sidebar__list">
          {routes.map((route) => (
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
          ))}
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
