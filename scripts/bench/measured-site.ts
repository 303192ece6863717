/**
 * The site a bench measures: started on a data folder it seeded, every store request delayed by `latency`
 * ms and logged (STORE_REQUEST_LOG), signed in as the bench's staff member; `call` fails on any answer but
 * a 2xx, naming it.
 */
import { type RunningSite, startSite } from '../runtime/spawn.ts';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

export interface MeasuredSite {
  site: RunningSite;
  call(address: string, init?: RequestInit): Promise<Response>;
  /** The staff member's Authorization header. */
  staff: { authorization: string };
}

export async function startMeasuredSite(
  dataDir: string,
  latency: string,
  env: Record<string, string> = {},
): Promise<MeasuredSite> {
  const site = await startSite({
    dataDir,
    env: {
      SEED: '0',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      STORE_LATENCY_MS: latency,
      STORE_REQUEST_LOG: '1',
      ...env,
    },
  });
  const call = async (address: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(address, site.url), init);
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${address} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const login = await call('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { site, call, staff: { authorization: `Bearer ${token}` } };
}
