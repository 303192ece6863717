/** What the public pages are built from, read once per build out of Blobs. */
import { isPublicPost } from '../../blog.ts';
import type { Category } from '../../categories.ts';
import { type PublicSiteSettings, publicSettings } from '../../settings.ts';
import { categories } from '../products/stored-categories.ts';
import type { Blog, Product, Testimonial } from '../../schemas/content.ts';
import { blogs, products, testimonials } from '../collections.ts';
import { siteSettings } from './site-settings.ts';

export interface SiteData {
  products: Product[];
  blogs: Blog[];
  testimonials: Testimonial[];
  /** What the site says about the company (the Settings screen), without its private sections (tax, bank, UPI). */
  settings: PublicSiteSettings;
  /** Every category in order, hidden ones too (their products' pages name them). */
  categories: Category[];
}

/**
 * Astro loads the integrations (whose check reads the data before any page renders) and the pages as
 * two module graphs in one process: the read is kept on globalThis so a build reads the store once.
 */
const SHARED = Symbol.for('labels-site.site-data');
const LOADED = Symbol.for('labels-site.site-data-loaded');
const shared = globalThis as { [SHARED]?: Promise<SiteData>; [LOADED]?: SiteData };

/**
 * The data once loadSiteData has resolved, without waiting: for components, so each page has one awaiting
 * component (its layout or page) rather than a dozen. Astro renders a component with an `await` in its
 * frontmatter through a slower buffered path; over a thousand pages that cost seconds of the build.
 */
export function siteData(): SiteData {
  const loaded = shared[LOADED];
  if (!loaded) throw new Error('siteData() before loadSiteData() resolved: await loadSiteData() in the page or layout');
  return loaded;
}

/**
 * Active products, New and Published posts whose publish date has come, every testimonial (newest first), and the site settings. Strict: a record that
 * cannot be read fails the build, so the last good site stays up and staff are told.
 */
export function loadSiteData(): Promise<SiteData> {
  shared[SHARED] ??= Promise.all([
    products.all({ strict: true }),
    blogs.all({ strict: true }),
    testimonials.all({ strict: true }),
    siteSettings.read(),
    categories.read(),
  ])
    .then(([allProducts, allBlogs, allTestimonials, settings, storedCategories]) => ({
      products: allProducts.filter((product) => product.status === 'Active'),
      blogs: allBlogs.filter((blog) => isPublicPost(blog)),
      testimonials: allTestimonials,
      settings: publicSettings(settings.data),
      categories: storedCategories.data,
    }))
    .then((data) => (shared[LOADED] = data));
  return shared[SHARED];
}
