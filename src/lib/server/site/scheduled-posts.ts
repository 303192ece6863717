/**
 * Posts dated ahead (docs/product.md 2.17): the build leaves a post out until its publish date
 * (src/lib/blog.ts), so once that date has passed the site must be built again. The housekeeping run
 * (a scheduled function, every 10 minutes) asks for that build here: on Netlify through the build hook
 * (BUILD_HOOK_URL), locally through the runtime's own. A post goes public within about ten minutes of its
 * date, plus the build's time.
 *
 * The newest date a build was asked for is kept (`site/scheduled-posts`), so each date asks once. A post
 * dated in the past when saved was published by its save; it may cause one more build here, never more.
 */
import { blogs } from '../collections.ts';
import { contentChanged } from './publish.ts';
import { STORE_NAMES, readJSON, writeJSON } from '../store/index.ts';

const ASKED_KEY = 'site/scheduled-posts';

/** Asks for a build when a post's publish date has come since the last ask; answers how many posts came due. */
export async function publishDuePosts(now = Date.now()): Promise<number> {
  const [posts, asked] = await Promise.all([blogs.all(), readJSON<string>(STORE_NAMES.meta, ASKED_KEY)]);
  const due = posts
    .filter((post) => post.status !== 'Draft' && post.publishAt && Date.parse(post.publishAt) <= now)
    .map((post) => post.publishAt!)
    .filter((date) => asked === null || date > asked);
  if (due.length === 0) return 0;
  await contentChanged();
  await writeJSON(STORE_NAMES.meta, ASKED_KEY, due.sort().at(-1)!);
  return due.length;
}
