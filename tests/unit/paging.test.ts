/** Every list's page is cut one way (src/lib/server/paging.ts): which items, whether more follow, and the total. */
import { describe, expect, it } from 'vitest';
import { pageEnd, pageItems, pageOf, pageOfLeading, pageReach, pageStart } from '../../src/lib/server/paging.ts';

const five = ['a', 'b', 'c', 'd', 'e'];

describe('a page of a list', () => {
  it('starts after the pages before it and ends a page later; one more tells whether a next page exists', () => {
    expect([pageStart(1, 10), pageEnd(1, 10), pageReach(1, 10)]).toEqual([0, 10, 11]);
    expect([pageStart(3, 2), pageEnd(3, 2), pageReach(3, 2)]).toEqual([4, 6, 7]);
  });

  it.each([
    [1, ['a', 'b'], true],
    [2, ['c', 'd'], true],
    [3, ['e'], false],
    [4, [], false],
  ])('of a list read whole, page %i holds %j, more after it: %s, and the total', (page, data, hasMore) => {
    expect(pageOf(five, page, 2)).toEqual({ data, page, limit: 2, total: 5, hasMore });
    expect(pageItems(five, page, 2)).toEqual(data);
  });

  it('of a list read only to just past the page, says whether more follow and gives no total', () => {
    expect(pageOfLeading(five.slice(0, pageReach(1, 2)), 1, 2)).toEqual({ data: ['a', 'b'], page: 1, limit: 2, hasMore: true });
    expect(pageOfLeading(['a', 'b'], 1, 2)).toEqual({ data: ['a', 'b'], page: 1, limit: 2, hasMore: false });
  });
});
