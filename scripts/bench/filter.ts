/**
 * The catalogue's per-keystroke cost (docs/product.md 2.5: filtering, search and paging happen in the browser):
 * 1,000 synthetic products, a visitor typing and deleting searches and switching categories; each step
 * is what the island computes on a keystroke (filter + page). Target: p95 and max < 10 ms.
 * `node scripts/bench/filter.ts [--products 1000] [--rounds 20]`; exits 1 when the target is missed.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CATEGORIES } from '../../src/lib/categories.ts';

const CATEGORY_IDS = DEFAULT_CATEGORIES.map((category) => category.id);
import {
  type CatalogueCard,
  type CatalogueState,
  INITIAL_CATALOGUE_STATE,
  catalogueReducer,
  createCatalogueIndex,
  queryCatalogue,
} from '../../src/lib/catalogue.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '20' } },
});
const TARGET_MS = 10;

const WORDS = ['woven', 'satin', 'damask', 'printed', 'kraft', 'foil', 'gold', 'cotton', 'jute', 'matte', 'gloss', 'eco'];
const GOODS = ['label', 'tag', 'badge', 'ribbon', 'bag', 'sticker', 'patch', 'card', 'tape', 'paper'];

function syntheticCards(count: number): CatalogueCard[] {
  return Array.from({ length: count }, (_, i) => {
    const word = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length];
    const good = GOODS[(i * 3) % GOODS.length];
    return {
      _id: `p${i.toString().padStart(17, '0')}`,
      name: `${word(0)} ${word(1)} ${good} ${i}`,
      description: `A ${word(2)} ${good} made to order for apparel and retail brands, any size and colour, MOQ ${100 + (i % 9) * 50} pieces.`,
      shortDescription: `${word(3)} ${good} with ${word(4)} finish for fashion labels and boutiques.`,
      category: CATEGORY_IDS[i % CATEGORY_IDS.length],
      categoryLabel: DEFAULT_CATEGORIES[i % DEFAULT_CATEGORIES.length].label,
      price: 5 + (i % 200) * 1.25,
      image: `/api/images/${i.toString(36).padStart(18, '0')}.webp`,
      from: false,
      popular: i % 11 === 0,
    };
  });
}

/** A visitor: types a phrase letter by letter, deletes it, tries a category, types in it, goes back to all. */
function keystrokes(): Array<Parameters<typeof catalogueReducer>[1]> {
  const typed = (phrase: string) => Array.from(phrase, (_, k) => ({ type: 'search' as const, search: phrase.slice(0, k + 1) }));
  const erased = (phrase: string) =>
    Array.from(phrase, (_, k) => ({ type: 'search' as const, search: phrase.slice(0, phrase.length - k - 1) }));
  return [
    ...typed('woven satin label'),
    { type: 'page', page: 2 },
    ...erased('woven satin label'),
    { type: 'category', category: 'hang tags' },
    ...typed('kraft tag'),
    { type: 'category', category: 'all' },
    ...typed(' gold'),
    ...typed('zzz no such product'),
  ];
}

const cards = syntheticCards(Number(values.products));
let started = performance.now();
const index = createCatalogueIndex(cards);
const indexMs = performance.now() - started;

const steps = keystrokes();
const times: number[] = [];
let shown = 0;
for (let round = 0; round < Number(values.rounds); round++) {
  let state: CatalogueState = INITIAL_CATALOGUE_STATE;
  for (const action of steps) {
    started = performance.now();
    state = catalogueReducer(state, action);
    shown += queryCatalogue(index, state).items.length;
    // The first round warms the JIT, as the first keystrokes of a visit would not but every later one does.
    if (round > 0) times.push(performance.now() - started);
  }
}

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const fmt = (ms: number) => ms.toFixed(3);
console.log(`Catalogue filter over ${cards.length} products, ${times.length} keystrokes (${shown} cards shown):`);
console.log(`  index once   ${fmt(indexMs)} ms`);
console.log(`  p50          ${fmt(at(0.5))} ms`);
console.log(`  p95          ${fmt(at(0.95))} ms`);
console.log(`  max          ${fmt(times[times.length - 1])} ms   (target < ${TARGET_MS} ms)`);
if (at(0.95) >= TARGET_MS || times[times.length - 1] >= TARGET_MS) {
  console.error('Catalogue filter is over its per-keystroke budget.');
  process.exitCode = 1;
}
