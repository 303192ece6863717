/**
 * Every minute (Netlify Scheduled Function): folds each inbox's settled changes into its view, a bounded
 * batch per inbox, so reads stay small even when nobody has opened the admin for a while.
 */
import type { Config } from '@netlify/functions';
import { ENQUIRY_KINDS } from '../../src/lib/constants.ts';
import { inboxes } from '../../src/lib/server/collections.ts';

export default async () => {
  for (const kind of ENQUIRY_KINDS) {
    try {
      const folded = await inboxes[kind].compact();
      if (folded) console.log(`[inbox] ${kind}: folded ${folded} changes`);
    } catch (error) {
      console.error(`[inbox] ${kind}: compaction failed`, error);
    }
  }
};

export const config: Config = { schedule: '* * * * *' };
