/** docs/product.md section 7 lists every call the contract defines: made from it, and checked here. */
import { expect, it } from 'vitest';
import { documentWithIndex } from '../../scripts/docs/api-index.ts';

it('the API index of docs/product.md is the one the contract makes (run `npm run docs` after changing a call)', async () => {
  const { current, next } = await documentWithIndex();
  expect(current).toBe(next);
});
