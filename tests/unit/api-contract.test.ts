/**
 * The contract (src/lib/api) and the functions agree: Netlify reads each function's `config.path` from
 * its source without running it (zip-it-and-ship-it's static analysis, used here as Netlify uses it), so
 * every function writes its paths out; they must be exactly the paths of the calls it serves.
 */
import path from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS, matchPath, pathOf, routePatterns } from '../../src/lib/api/index.ts';

/** Scheduled and background functions have no address; every other function serves a group of calls. */
const all = await listFunctions(path.resolve('netlify/functions'), { parseISC: true });
const isBackground = (name: string) => name.endsWith('-background');
const listed = all.filter((fn) => !fn.schedule && !isBackground(fn.name));

describe('API contract', () => {
  it('background functions (named -background, as Netlify knows them) have no address of their own', () => {
    const background = all.filter((fn) => isBackground(fn.name));
    expect(background.map((fn) => fn.name).sort()).toEqual(['enquiry-export-background', 'returns-pack-background']);
    for (const fn of background) expect(fn.routes ?? []).toEqual([]);
  });

  it('has a group of calls for every function file, and a function for every group', () => {
    expect(listed.map((fn) => fn.name).sort()).toEqual(Object.keys(FUNCTION_GROUPS).sort());
  });

  it.each(Object.entries(FUNCTION_GROUPS))('%s: Netlify routes exactly the paths of its calls', (name, group) => {
    const fn = listed.find((candidate) => candidate.name === name);
    const routes = (fn?.routes ?? []).map((route) => route.pattern);
    expect(routes.sort()).toEqual(routePatterns(group));
  });

  it('fills parameters URL-encoded and leaves empty query values out', () => {
    expect(pathOf(FUNCTION_GROUPS.blogs.get, { key: 'a/b ?#' }, { page: 2, q: '' })).toBe('/api/blogs/a%2Fb%20%3F%23?page=2');
    expect(() => pathOf(FUNCTION_GROUPS.blogs.get)).toThrow('needs the parameter key');
  });

  it('matches a path to a pattern, with a trailing slash and decoded parameters', () => {
    expect(matchPath('/api/contacts/:id', '/api/contacts/abc%20d')).toEqual({ id: 'abc d' });
    expect(matchPath('/api/contacts', '/api/contacts/')).toEqual({});
    expect(matchPath('/api/contacts/:id', '/api/contacts/')).toBeNull();
    expect(matchPath('/api/help/delete/:id', '/api/help/update-remark/x')).toBeNull();
    expect(matchPath('/api/contacts/:id', '/api/contacts/%E0%A4')).toEqual({ id: '' });
  });
});
