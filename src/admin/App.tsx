/**
 * The back office: one client-rendered app served for every /admin/* address (netlify.toml). It
 * checks the session, knows who is signed in (from the token at once, then from their account), resolves the path to a screen of ADMIN_ROUTES (anything else
 * goes to the role's first screen: the dashboard, or Returns for the Accountant, who is also sent there from
 * the sales team's pages, none of whose calls would answer them) and shows it inside the admin layout.
 */
import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect, useState } from 'react';
import { SESSION_EXPIRED_EVENT } from '../lib/client/api.ts';
import { takeFlash } from '../lib/client/flash.ts';
import { notify } from '../lib/client/notify.ts';
import { ensureSession, sessionExpired, tokenRole } from './access.ts';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Loading } from './components/Loading.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { findRoute, navigate, usePathname } from './router.ts';
import { useMe } from './me.ts';
import { homeOf, opensPage } from './paths.ts';
import { ADMIN_ROUTES, type AdminRoute } from './routes.ts';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();
const screenOf = (route: AdminRoute) => {
  let screen = screens.get(route.path);
  if (!screen) screens.set(route.path, (screen = lazy(route.load)));
  return screen;
};

/** The first screen keeps the browser's own focus; later ones move it to their heading. */
let firstScreen = true;

/** Runs once the screen has rendered: focus goes to its h1, so a screen reader starts there. */
function ScreenShown() {
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('#admin-main h1');
    const target = heading ?? document.getElementById('admin-main');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    target?.focus({ preventScroll: true });
  }, []);
  return null;
}

export default function App() {
  const [allowed] = useState(ensureSession);
  const path = usePathname();
  const me = useMe();
  // The token's role opens the first screen at once; the account's answer corrects it if the role changed.
  const [signedWith] = useState(tokenRole);
  const role = me?.role ?? signedWith;
  const found = findRoute(ADMIN_ROUTES, path);
  const home = role && homeOf(role);
  // Staff who open an Admin's page by its address see the server's word; the Accountant has no use for the rest.
  const shut = role === 'Accountant' && found && !opensPage(found.route, role);
  const route = found && !shut ? found.route : null;
  const canonical = route && found ? found.path : home;

  useEffect(() => {
    // A message from the page before, e.g. sign-in's 'Login Successful'.
    const flash = allowed ? takeFlash() : null;
    if (flash) void notify[flash.kind](flash.message);
    window.addEventListener(SESSION_EXPIRED_EVENT, sessionExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, sessionExpired);
  }, [allowed]);

  // /admin, unknown admin paths and trailing slashes settle on a real screen's address.
  useEffect(() => {
    if (allowed && canonical && path !== canonical) navigate(canonical + location.search, { replace: true });
  }, [allowed, path, canonical]);

  useEffect(() => {
    if (!route) return;
    document.title = `${route.label} | Admin`;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [route]);

  if (!allowed) return null;
  if (!role || !route || path !== canonical) {
    return (
      <AdminLayout activePath={path}>
        <Loading />
      </AdminLayout>
    );
  }
  const Screen = screenOf(route);
  return (
    <AdminLayout activePath={route.within ?? route.path}>
      <ErrorBoundary key={canonical}>
        <Suspense fallback={<Loading />}>
          <Screen />
          <ScreenShown />
        </Suspense>
      </ErrorBoundary>
    </AdminLayout>
  );
}
