/**
 * docs/product.md section 7 lists every call the contract defines, and docs/decisions.md says who may make each:
 * both made from the contract, and checked here.
 */
import { expect, it } from 'vitest';
import { DOCUMENTS, documentWithTable, renderRoles } from '../../scripts/docs/api-index.ts';
import { FUNCTION_GROUPS } from '../../src/lib/api/index.ts';
import type { Endpoint } from '../../src/lib/api/define.ts';

it.each(DOCUMENTS.map((document) => [document.path, document] as const))(
  "%s's table is the one the contract makes (run `npm run docs` after changing a call)",
  async (_path, document) => {
    const { current, next } = await documentWithTable(document);
    expect(current).toBe(next);
  },
);

/** What the owner keeps to Admins (merging, exports, privacy answers and copies, cancelling, the access log). */
const ADMIN_ONLY_CALLS = [
  '| POST | `/api/customers/:id/merge` | Admin |',
  '| GET | `/api/customers/:id/export` | Admin |',
  '| GET | `/api/customers/:id/access` | Admin |',
  '| POST | `/api/privacy-requests/:id/answer` | Admin |',
  '| GET | `/api/privacy-requests/:id/copy` | Admin |',
  '| POST | `/api/invoices/:id/cancel` | Admin |',
];

it('the roles table names every call of the contract once, with who may make it', () => {
  const calls = Object.values(FUNCTION_GROUPS).flatMap((group) => Object.values(group as Record<string, Endpoint>));
  const table = renderRoles();
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Method') && !line.startsWith('| ---'));
  expect(rows).toHaveLength(calls.length);
  const adminRows = rows.filter((row) => row.endsWith('| Admin |'));
  expect(adminRows.length).toBe(calls.filter((call) => call.access === 'admin').length);
  // What the owner keeps to Admins is among them.
  expect(adminRows).toEqual(expect.arrayContaining(ADMIN_ONLY_CALLS));
});
