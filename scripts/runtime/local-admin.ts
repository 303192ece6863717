/** The first admin of a local store: from ADMIN_EMAIL / ADMIN_PASSWORD, else the documented demo admin. */
import { createAccount, findAccount, hasAnyAccount } from '../../src/lib/server/team/accounts.ts';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'labels-demo-2026' };

/** Returns the demo admin's credentials when that is the admin this store has, for printing at start. */
export async function ensureLocalAdmin(): Promise<typeof DEMO_ADMIN | null> {
  if (!(await hasAnyAccount())) {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
    const first = ADMIN_EMAIL && ADMIN_PASSWORD ? { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } : DEMO_ADMIN;
    await createAccount({ ...first, name: first.email.split('@')[0], role: 'Admin' });
  }
  return (await findAccount(DEMO_ADMIN.email)) ? DEMO_ADMIN : null;
}
