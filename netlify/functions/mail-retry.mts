/**
 * Every minute (Netlify Scheduled Function, cut off after 30 s): sends the outbox's mails that are due,
 * oldest first, within a 20 s budget; what is left waits for the next run.
 */
import type { Config } from '@netlify/functions';
import { retryDue } from '../../src/lib/server/mail/retries.ts';

export default async () => {
  const { tried, sent } = await retryDue({ budgetMs: 20_000 });
  if (tried) console.log(`[mail] retried ${tried}, sent ${sent}`);
};

export const config: Config = { schedule: '* * * * *' };
