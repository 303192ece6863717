/** Every 10 minutes (Netlify Scheduled Function): removes what has run out, finishes what was left half-done. */
import type { Config } from '@netlify/functions';
import { housekeeping } from '../../src/lib/server/housekeeping.ts';

export default async () => {
  const done = await housekeeping();
  const worth = Object.entries(done).filter(([, count]) => count > 0);
  if (worth.length) console.log(`[housekeeping] ${worth.map(([name, count]) => `${name}: ${count}`).join(', ')}`);
};

export const config: Config = { schedule: '*/10 * * * *' };
