/**
 * Checks what the build is about to publish before any page is rendered: every record has the fields
 * its pages need, every page address is one safe path segment that fits a file name, and no two
 * records share an address. Each problem names its record (kind, name, store/id) and why, so staff
 * learn what to fix (PUBLISH_MESSAGES); the build then fails and the last good site stays up.
 */
import { PUBLISH_MESSAGES } from '../lib/messages/publishing.ts';
import type { SiteData } from '../lib/server/site/site-data.ts';
import { STORE_NAMES } from '../lib/server/store/index.ts';
import { toBlogSlug, toProductSlug } from '../lib/slugs.ts';

/** The name of the error a failed check throws, so the build's runner can tell it from a crash. */
export const SITE_RECORDS_ERROR = 'SiteRecordsError';
/** Most file systems hold at most 255 bytes in one file or folder name. */
const MAX_SEGMENT_BYTES = 255;
const MAX_LISTED = 5;

const { reasons } = PUBLISH_MESSAGES;
type Fields = Record<string, unknown>;

interface Kind {
  label: string;
  store: string;
  /** The text staff know the record by. */
  title: string;
  /** Optional text fields and how staff call them. */
  texts: Record<string, string>;
  /** Reasons the record cannot be published, beyond its text fields. */
  check: (record: Fields) => string[];
  /** Where its page is; testimonials have none. */
  address?: (record: Fields) => { prefix: string; slug: string };
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const listOfText = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The records a build publishes one page or card each (the settings are one record, read with their defaults). */
const KINDS: Record<Exclude<keyof SiteData, 'settings' | 'categories'>, Kind> = {
  products: {
    label: 'Product',
    store: STORE_NAMES.products,
    title: 'name',
    texts: {
      category: 'category',
      description: 'description',
      shortDescription: 'short description',
      longDescription: 'long description',
    },
    check: (record) => [
      ...(blank(record.name) ? [reasons.noName] : []),
      ...(typeof record.price === 'number' && Number.isFinite(record.price) ? [] : [reasons.priceNotNumber]),
      ...(listOfText(record.images) ? [] : [reasons.imagesNotList]),
    ],
    address: (record) => ({ prefix: '/products/', slug: toProductSlug(record.name as string) }),
  },
  blogs: {
    label: 'Blog post',
    store: STORE_NAMES.blogs,
    title: 'title',
    texts: { slug: 'address', author: 'author', content: 'content', coverImage: 'cover image' },
    check: (record) => [
      ...(blank(record.title) ? [reasons.noTitle] : []),
      ...(listOfText(record.tags) ? [] : [reasons.tagsNotList]),
    ],
    address: (record) => ({ prefix: '/blog/', slug: toBlogSlug(record as { slug?: string; title: string }) }),
  },
  testimonials: {
    label: 'Testimonial',
    store: STORE_NAMES.testimonials,
    title: 'name',
    texts: { company: 'company', message: 'message', avatar: 'picture' },
    check: (record) => (blank(record.name) ? [reasons.noName] : []),
  },
};

const STORE_KINDS = new Map(Object.values(KINDS).map((kind) => [kind.store, kind.label]));

/** How staff are told about a record, from its store name and key (e.g. an unreadable one). */
export function describeStoredRecord(store: string, key: string, name?: string): string {
  return PUBLISH_MESSAGES.record(STORE_KINDS.get(store) ?? 'Record', `${store}/${key}`, name);
}

function addressProblem(slug: string): string | null {
  const bytes = new TextEncoder().encode(slug).byteLength;
  if (bytes > MAX_SEGMENT_BYTES) return reasons.addressTooLong(bytes, MAX_SEGMENT_BYTES);
  if (!slug || slug.startsWith('.') || /[/\\?#%\p{Cc}\p{Cs}]/u.test(slug)) return reasons.addressUnsafe(slug);
  return null;
}

/** Every problem that would stop `data` from being published, one line each; none when it can be. */
export function checkSiteRecords(data: SiteData): string[] {
  const problems: string[] = [];
  for (const [collection, kind] of Object.entries(KINDS) as [keyof typeof KINDS, Kind][]) {
    const addresses = new Map<string, string>();
    for (const record of data[collection] as unknown as Fields[]) {
      const title = record[kind.title];
      const who = describeStoredRecord(kind.store, String(record._id), blank(title) ? undefined : String(title));
      const reasonsFound = [
        ...kind.check(record),
        ...Object.entries(kind.texts)
          .filter(([field]) => record[field] !== undefined && record[field] !== null && typeof record[field] !== 'string')
          .map(([, label]) => reasons.notText(label)),
      ];
      if (reasonsFound.length > 0) {
        problems.push(PUBLISH_MESSAGES.unpublishable(who, reasonsFound.join(', ')));
        continue;
      }
      if (!kind.address) continue;
      const { prefix, slug } = kind.address(record);
      const unsafe = addressProblem(slug);
      if (unsafe) {
        problems.push(PUBLISH_MESSAGES.unpublishable(who, unsafe));
        continue;
      }
      const other = addresses.get(slug);
      if (other) problems.push(PUBLISH_MESSAGES.sameAddress(other, who, `${prefix}${slug}`));
      else addresses.set(slug, who);
    }
  }
  return problems;
}

/** The problems as one text for staff: the first few, one a line, and how many more there are. */
export function describeProblems(problems: string[]): string {
  const listed = problems.slice(0, MAX_LISTED);
  if (problems.length > MAX_LISTED) listed.push(PUBLISH_MESSAGES.moreProblems(problems.length - MAX_LISTED));
  return listed.join('\n');
}
