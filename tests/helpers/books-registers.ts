/**
 * A month's books as they were recorded before the registers kept what the Tally file reads: its register's
 * entries without the buyer's address, state and country (`party`), and no money register, so the books read
 * the invoices and orders themselves, as they did then.
 */
import type { RegisterEntry } from '../../src/lib/server/invoices/register.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';

export async function asRecordedBeforeRegisters(month: string): Promise<void> {
  const meta = openStore(STORE_NAMES.meta);
  const entries = ((await meta.get(`invoice-register/${month}`, { type: 'json' })) ?? []) as RegisterEntry[];
  await meta.setJSON(
    `invoice-register/${month}`,
    entries.map(({ party: _, ...entry }) => entry),
  );
  await meta.delete(`money-register/${month}`);
}
