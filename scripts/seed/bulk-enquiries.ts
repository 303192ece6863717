/**
 * (Over 300 lines: the two years of enquiries are one generator, their words and dates beside it.)
 * `npm run seed -- --enquiries 100000`: many enquiries of the four kinds, as two years of a busy inbox
 * would hold them, for benchmarks and for trying the inboxes at scale (npm run bench:inbox).
 *
 * Each enquiry is made for a moment of the last two years (more of them lately, in Indian working
 * hours) and gets an id made for that moment, so it sorts where it belongs. Old ones were mostly won or
 * lost by now, recent ones are mostly New; statuses and remarks carry their histories. The records are
 * written at once, with many requests in flight, without a log entry each; then each inbox's view is
 * built once from every record of its kind (those it already had included).
 */
import { CONTACT_SUBJECTS, ENQUIRY_KINDS, type EnquiryKind, type EnquiryStatus } from '../../src/lib/constants.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { guard, openStore } from '../../src/lib/server/store/index.ts';
import type { Enquiry, RemarkEntry, StatusChange } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import * as words from './enquiry-words.ts';

const DAY = 24 * 60 * 60 * 1000;
const SPAN_DAYS = 730;
/** Store writes in flight at once. */
const WRITE_CONCURRENCY = 64;
/** Share of firms, phones and messages that start like a formula (=, +, -, @). */
const FORMULA_LIKE = 0.004;
const DEVANAGARI = 0.08;
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** Quantities as Indians write them (1,00,000); one formatter, as making one is slow. */
const indianNumber = new Intl.NumberFormat('en-IN');

/** A small seeded generator (mulberry32): the same seed makes the same enquiries. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((left -= weight) < 0) return item;
    return items[items.length - 1][0];
  };
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
  return { next, pick, weighted, digits, chance: (share: number) => next() < share };
}
type Random = ReturnType<typeof randomSource>;

/** Moments over the last two years, oldest first: more lately, Monday to Saturday, 9:00–20:00 in India. */
function moments(count: number, now: number, random: Random): number[] {
  const times: number[] = [];
  while (times.length < count) {
    const daysAgo = Math.floor(SPAN_DAYS * random.next() ** 1.4);
    const dayStart = Math.floor((now + INDIA_OFFSET_MS) / DAY - daysAgo) * DAY - INDIA_OFFSET_MS;
    if (new Date(dayStart + INDIA_OFFSET_MS).getUTCDay() === 0 && random.chance(0.8)) continue;
    const time = dayStart + (9 + random.next() * 11) * 60 * 60 * 1000;
    // Nothing from the future, nor from the last minute: the newest enquiry is a real submission.
    if (time < now - 60_000) times.push(Math.floor(time));
  }
  return times.sort((a, b) => a - b);
}

/** How far an enquiry of that age has got: old ones are mostly decided, recent ones mostly New. */
function statusFor(ageDays: number, random: Random): EnquiryStatus {
  const table: [EnquiryStatus, number][] =
    ageDays < 3
      ? [
          ['New', 85],
          ['In progress', 15],
        ]
      : ageDays < 14
        ? [
            ['New', 40],
            ['In progress', 35],
            ['Quoted', 20],
            ['Won', 3],
            ['Lost', 2],
          ]
        : ageDays < 60
          ? [
              ['New', 10],
              ['In progress', 20],
              ['Quoted', 35],
              ['Won', 18],
              ['Lost', 17],
            ]
          : [
              ['New', 3],
              ['In progress', 3],
              ['Quoted', 9],
              ['Won', 40],
              ['Lost', 45],
            ];
  return random.weighted(table);
}

/** The steps from New to `status`, sometimes skipping one, as staff record them. */
function pathTo(status: EnquiryStatus, random: Random): EnquiryStatus[] {
  if (status === 'New') return [];
  const steps: EnquiryStatus[] = [];
  if (status === 'In progress' || random.chance(0.7)) steps.push('In progress');
  if (status === 'Quoted' || ((status === 'Won' || status === 'Lost') && random.chance(status === 'Won' ? 0.9 : 0.5)))
    steps.push('Quoted');
  if (status === 'Won' || status === 'Lost') steps.push(status);
  return steps;
}

function fill(template: string, random: Random, city: string): string {
  const values: Record<string, () => string> = {
    qty: () => indianNumber.format(random.pick(words.QUANTITIES)),
    goods: () => random.pick(words.GOODS),
    goods2: () => random.pick(words.GOODS),
    goodsHindi: () => random.pick(words.GOODS_HINDI),
    city: () => city,
    size: () => random.pick(words.SIZES),
    colour: () => random.pick(words.COLOURS),
    business: () => random.pick(words.BUSINESSES),
    month: () => random.pick(words.MONTHS),
    price: () => (1 + Math.floor(random.next() * 40) / 4).toFixed(2),
  };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]());
}

interface Visitor {
  name: string;
  email: string;
  firm: string;
  mobile: string;
  phone: string;
  city: string;
}

function visitorOf(random: Random): Visitor {
  const first = random.pick(words.FIRST_NAMES);
  const last = random.pick(words.LAST_NAMES);
  const [name, mailName] = random.chance(DEVANAGARI)
    ? random.pick(words.DEVANAGARI_NAMES)
    : [`${first} ${last}`, `${first}.${last}`.toLowerCase()];
  const firmWord = random.pick(words.FIRM_WORDS);
  const firm = random.chance(FORMULA_LIKE)
    ? random.pick(words.FORMULA_LIKE_FIRMS)
    : `${firmWord} ${random.pick(words.FIRM_KINDS)}`;
  const firmDomain = `${firmWord.toLowerCase().replace(/[^a-z]/g, '')}${random.pick(['.in', '.com', 'exports.in'])}`;
  const domain = random.chance(0.5) ? firmDomain : random.pick(words.MAIL_DOMAINS);
  const phone = `${random.pick(['6', '7', '8', '9', '9', '9'])}${random.digits(9)}`;
  const mobileFormats = [
    phone,
    `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    `+91${phone}`,
    `0${phone.slice(0, 5)} ${phone.slice(5)}`,
  ];
  return {
    name,
    email: `${mailName}${random.chance(0.3) ? random.digits(2) : ''}@${domain}`,
    firm,
    phone,
    mobile: random.weighted(mobileFormats.map((format, index) => [format, [6, 2, 1, 1][index]] as const)),
    city: random.weighted(words.CITIES),
  };
}

function message(random: Random, city: string): string {
  const template = random.chance(FORMULA_LIKE) ? random.pick(words.FORMULA_LIKE_MESSAGES) : random.pick(words.MESSAGES);
  return fill(template, random, city);
}

/** Status, status history and remarks of an enquiry made at `created`, as staff left them by `now`. */
function workflow(created: number, now: number, random: Random, city: string) {
  const status = statusFor((now - created) / DAY, random);
  const steps = pathTo(status, random);
  // Each step a few hours to a few days after the one before, and all of them before now.
  const room = Math.min(now - 60_000 - created, 30 * DAY);
  let at = created;
  const statusHistory: StatusChange[] = steps.map((step) => {
    at += Math.floor((random.next() * room) / steps.length);
    return { status: step, at: new Date(at).toISOString(), by: random.pick(words.STAFF) };
  });
  const remarks: RemarkEntry[] = [];
  const noted = status === 'New' ? random.chance(0.03) : random.chance(0.6);
  if (noted) {
    const count = status === 'New' ? 1 : 1 + Math.floor(random.next() * Math.min(3, steps.length));
    let remarkAt = created;
    for (let n = 0; n < count; n += 1) {
      const texts = status === 'New' ? ['Tried calling, no answer.'] : words.REMARKS[steps[Math.min(n, steps.length - 1)]];
      remarkAt += Math.floor((random.next() * room) / count);
      remarks.push({
        text: fill(random.pick(texts), random, city),
        at: new Date(remarkAt).toISOString(),
        by: random.pick(words.STAFF),
      });
    }
  }
  return {
    status,
    remark: remarks.at(-1)?.text ?? '',
    ...(statusHistory.length > 0 && { statusHistory }),
    ...(remarks.length > 0 && { remarks }),
  };
}

type Maker = (random: Random, who: Visitor) => Record<string, unknown>;

function makers(products: Product[]): Record<EnquiryKind, Maker> {
  return {
    contacts: (random, who) => ({
      name: who.name,
      email: who.email,
      phone: who.phone,
      company: who.firm,
      subject: random.pick(CONTACT_SUBJECTS),
      message: message(random, who.city),
    }),
    quotes: (random, who) => {
      const product = random.pick(products);
      const address = random.chance(0.8)
        ? `${1 + Math.floor(random.next() * 300)}, ${random.pick(words.AREAS)}, ${who.city}`
        : '';
      return {
        name: who.name,
        email: who.email,
        phone: who.mobile,
        address,
        quantity: random.pick(words.QUANTITIES),
        productId: product._id,
        productName: product.name,
        image: product.images[0] ?? '',
      };
    },
    quick: (random, who) => ({ name: who.name, mobile: who.mobile, type: 'Quites', message: message(random, who.city) }),
    help: (random, who) => ({
      name: who.name,
      mobile: who.mobile,
      type: 'Help',
      question: fill(random.pick(words.QUESTIONS), random, who.city),
    }),
  };
}

/** How many of `count` each kind gets: a quarter each, the first kinds one more when it does not divide. */
export function shares(count: number): Record<EnquiryKind, number> {
  const each = Math.floor(count / ENQUIRY_KINDS.length);
  return Object.fromEntries(
    ENQUIRY_KINDS.map((kind, index) => [kind, each + (index < count % ENQUIRY_KINDS.length ? 1 : 0)]),
  ) as Record<EnquiryKind, number>;
}

export interface MakeOptions {
  /** Active products, for product quotes. */
  products: Product[];
  now?: number;
  seed?: number;
}

/** `count` enquiries split over the four kinds, each kind oldest first, with ids made for their dates. */
export function makeEnquiries(count: number, options: MakeOptions): Record<EnquiryKind, Enquiry[]> {
  const { products, now = Date.now(), seed = 2026 } = options;
  const random = randomSource(seed);
  const make = makers(products);
  const perKind = shares(count);
  if (perKind.quotes > 0 && products.length === 0) throw new Error('Product quotes need an active product: seed products first.');
  const made = {} as Record<EnquiryKind, Enquiry[]>;
  for (const kind of ENQUIRY_KINDS) {
    made[kind] = moments(perKind[kind], now, random).map((time) => {
      const who = visitorOf(random);
      const fields = make[kind](random, who);
      return {
        ...fields,
        ...workflow(time, now, random, who.city),
        _id: newId(time),
        dateAdded: new Date(time).toISOString(),
      } as Enquiry;
    });
  }
  return made;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Stores `made` and builds each inbox's view once over everything of its kind. The records are the ones
 * a submission stores (the same key and write; `create` would date them now), without a log entry each.
 */
export async function storeEnquiries(made: Record<EnquiryKind, Enquiry[]>): Promise<void> {
  for (const kind of ENQUIRY_KINDS) {
    if (made[kind].length === 0) continue;
    const view = anyInbox(kind);
    const existing: Enquiry[] = [];
    for await (const record of view.stream({})) existing.push(record);
    const store = openStore(view.records.name);
    await pool(made[kind], WRITE_CONCURRENCY, async (record) => {
      const { modified } = await guard(() => store.setJSON(record._id, record, { onlyIfNew: true }));
      if (!modified) throw new Error(`${kind}: an enquiry ${record._id} is already stored`);
    });
    await view.build({ records: [...existing, ...made[kind]], replace: true });
    // A write through the collection marks it changed, so a running site's record caches read again.
    await view.records.update(made[kind][0]._id, (current) => current);
  }
}

/** Makes and stores `count` enquiries; answers how many of each kind. */
export async function seedEnquiries(count: number, options: MakeOptions): Promise<Record<EnquiryKind, number>> {
  const made = makeEnquiries(count, options);
  await storeEnquiries(made);
  return Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, made[kind].length])) as Record<EnquiryKind, number>;
}
