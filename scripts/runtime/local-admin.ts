/** The first admin of a local store: from ADMIN_EMAIL / ADMIN_PASSWORD, else the documented demo admin. */
import { createAdmin, findAdmin, hasAnyAdmin } from '../../src/lib/server/auth.ts';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'labels-demo-2026' };

/** Returns the demo admin's credentials when that is the admin this store has, for printing at start. */
export async function ensureLocalAdmin(): Promise<typeof DEMO_ADMIN | null> {
  if (!(await hasAnyAdmin())) {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
    if (ADMIN_EMAIL && ADMIN_PASSWORD) await createAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
    else await createAdmin(DEMO_ADMIN.email, DEMO_ADMIN.password);
  }
  return (await findAdmin(DEMO_ADMIN.email)) ? DEMO_ADMIN : null;
}
