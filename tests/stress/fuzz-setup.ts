/**
 * What a fuzz run starts from: one record of each kind (so real ids are in the mix), an uploaded image,
 * a genuine token and one signed with another secret. Afterwards: every stored record must still be valid.
 */
import { loadavg } from 'node:os';
import { SignJWT } from 'jose';
import { call, adminToken } from '../helpers/api.ts';
import { formWith, oneOfEach, smallPng } from '../api/fixtures.ts';
import { type FuzzIds, type FuzzReport, runFuzz } from './fuzz.ts';

export async function prepareFuzz(): Promise<{ ids: FuzzIds; tokens: { valid: string; forged: string } }> {
  // Deploy notifications are then checked (401 for a bad signature) instead of answering "not configured".
  process.env.DEPLOY_WEBHOOK_SECRET = 'fuzz-deploy-webhook-secret-0123456789';
  const token = await adminToken();
  const made = await oneOfEach(token);
  const blog = (await call('GET', `/api/blogs/${made.blog}`, { token })).body;
  const upload = await call('POST', '/api/upload', { rawBody: formWith(await smallPng(), 'a.png', 'image/png'), token });
  const forged = await new SignJWT({ email: 'staff@example.com' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('staff@example.com')
    .setIssuer('labels-site')
    .setAudience('admin')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-secret-but-long-enough-0123456789'));
  return {
    ids: { ...made, blogSlug: blog.slug, image: String(upload.body[0]).split('/').pop()! },
    tokens: { valid: token, forged },
  };
}

export function describeReport(report: FuzzReport): string {
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const slowest = Object.entries(report.msByRoute)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 6)
    .map(([route, total]) => `${route} ${Math.round(total)} (${report.byRoute[route]}×)`)
    .join('; ');
  const fivexx = Object.entries(report.byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return (
    `fuzz: ${report.requests} requests, seed ${report.seed} (replay: FUZZ_SEED=${report.seed} FUZZ_RUNS=${report.runs}), ` +
    `${Math.round(report.ms)} ms, ${Math.round((report.requests / report.ms) * 1000)} req/s, 5xx: ${fivexx}, ` +
    `failures: ${report.failures.length}; load average ${loadavg()[0].toFixed(1)} on this machine\n  statuses: ${statuses}\n` +
    `  slowest routes (total ms): ${slowest}`
  );
}

export { runFuzz };
