/**
 * Demo content: products over most categories with drawn images, blog posts, testimonials and a few
 * enquiries, written through the same store and image code as the API.
 */
import { toBlogSlug, toProductSlug } from '../../src/lib/slugs.ts';
import { blogs, inboxes, products, testimonials } from '../../src/lib/server/collections.ts';
import { saveImage } from '../../src/lib/server/uploads/images.ts';
import { contentChanged, publishingOnce } from '../../src/lib/server/site/publish.ts';
import { STORE_NAMES, clearStore, readJSON, writeJSON, type StoreName } from '../../src/lib/server/store/index.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { type ArtSpec, artKey, renderArt, renderCover } from '../demo/art.ts';
import { demoBlogs, demoProducts, demoTestimonials } from '../demo/demo-content.ts';
import { demoEnquiries } from './enquiries.ts';
import { seedQuotations } from './quotations.ts';
import { seedCustomers } from './customers.ts';

const SEEDED_KEY = 'site/seeded';
const WRITE_BATCH = 16;

export interface SeedOptions {
  products?: number;
  blogs?: number;
  enquiries?: boolean;
  reset?: boolean;
}

async function inBatches<T>(items: T[], write: (item: T, index: number) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += WRITE_BATCH) {
    await Promise.all(items.slice(start, start + WRITE_BATCH).map((item, at) => write(item, start + at)));
  }
}

/** Draws each distinct picture once; records that share a picture share its URL. */
function imageCache<K>(keyOf: (spec: K) => string, render: (spec: K) => Promise<Buffer>) {
  const urls = new Map<string, Promise<string>>();
  return (spec: K) => {
    const key = keyOf(spec);
    if (!urls.has(key))
      urls.set(
        key,
        render(spec).then((bytes) => saveImage(new Uint8Array(bytes))),
      );
    return urls.get(key) as Promise<string>;
  };
}

/** Large demo blogs (benchmarks) reuse a few covers: drawing 200 would take a minute. */
const COVER_VARIETY = 12;

export const seedDemo = (options: SeedOptions = {}) => publishingOnce(() => seed(options));

async function seed(options: SeedOptions): Promise<{ products: number; blogs: number; testimonials: number }> {
  const { products: productCount = 40, blogs: blogCount = 8, enquiries = true, reset = false } = options;
  if (reset) {
    const names = Object.values(STORE_NAMES).filter((name) => name !== STORE_NAMES.users) as StoreName[];
    for (const name of names) await clearStore(name);
  }
  const imageFor = imageCache<ArtSpec>(artKey, (spec) => renderArt(spec));
  const coverFor = imageCache<number>(
    (seed) => String(seed % COVER_VARIETY),
    (seed) => renderCover(seed % COVER_VARIETY),
  );

  const existingProducts = new Set((await products.all()).map((product) => toProductSlug(product.name)));
  const newProducts = demoProducts(productCount).filter((product) => !existingProducts.has(toProductSlug(product.name)));
  // Ids taken in the list's order before any picture is drawn: the catalogue's order (newest first) is then the same
  // on every seeding, not the order in which a batch's pictures happened to finish.
  const productIds = newProducts.map(() => newId());
  await inBatches(newProducts, async ({ art, ...product }, index) =>
    products.create({ ...product, images: [await imageFor(art)] }, { id: productIds[index] }),
  );

  const existingBlogs = new Set((await blogs.all()).map((blog) => blog.slug));
  const newBlogs = demoBlogs(blogCount).filter((blog) => !existingBlogs.has(toBlogSlug(blog)));
  const blogIds = newBlogs.map(() => newId());
  await inBatches(newBlogs, async ({ cover, ...blog }, index) =>
    blogs.create(
      {
        ...blog,
        slug: toBlogSlug(blog),
        coverImage: cover === null ? '' : await coverFor(cover),
      },
      { id: blogIds[index] },
    ),
  );

  const seededTestimonials = (await testimonials.count()) === 0 ? demoTestimonials() : [];
  await inBatches(seededTestimonials, (testimonial) => testimonials.create({ ...testimonial, avatar: '' }));

  // Sample enquiries only into empty inboxes, so seeding twice does not duplicate them. Written as
  // submissions are, through the inboxes, so an inbox whose view exists already shows them.
  if (enquiries && (await inboxes.quick.records.count()) === 0) {
    const sample = demoEnquiries((await products.all()).filter((product) => product.status === 'Active'));
    await inBatches(sample.quickQuotes, (record) => inboxes.quick.create(record));
    await inBatches(sample.help, (record) => inboxes.help.create(record));
    await inBatches(sample.contacts, (record) => inboxes.contacts.create(record));
    await inBatches(sample.quotes, (record) => inboxes.quotes.create(record));
  }
  if (enquiries) await seedQuotations();
  // Each buyer's requests and orders on one customer record.
  if (enquiries) await seedCustomers();

  await writeJSON(STORE_NAMES.meta, SEEDED_KEY, new Date().toISOString());
  await contentChanged();
  return { products: newProducts.length, blogs: newBlogs.length, testimonials: seededTestimonials.length };
}

/** Seeds on the first start only: once seeded, an emptied catalogue stays empty. */
export async function seedIfEmpty(): Promise<boolean> {
  if (await readJSON<string>(STORE_NAMES.meta, SEEDED_KEY)) return false;
  await seedDemo();
  return true;
}
