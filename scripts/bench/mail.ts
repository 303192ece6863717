/**
 * (Over 300 lines: one benchmark, its site, load and report read top to bottom.)
 * What lead notifications cost a submission: POST /api/contacts with notifications on
 * (a staff notice and the visitor's confirmation, sent through the outbox to a local SMTP server that
 * accepts everything) against off (NOTIFY=off: no mail composed or queued), with the same number of
 * requests at the same concurrency. Prints p50/p95 of both and the difference against the target:
 * p95 on within 10 % of off. Checks that the SMTP server received exactly two mails per submission and
 * that the runtime without notifications queued none.
 *
 * Two runtimes, one per setting, each started once with its own data folder: the settings come from the
 * environment, as on Netlify, so the site keeps no per-request switch for the bench to flip; restarting
 * one runtime per phase would rebuild the site in the background of every phase. Rounds alternate
 * (off-on, on-off, …) so machine noise and warmth hit both alike, and the samples of each setting are
 * pooled; the idle runtime only runs its schedules meanwhile.
 *
 * Two loads, both reported. Closed loop: `connections` clients each send the next submission as soon as
 * the last is answered, which saturates the machine; on one 2-core machine shared by the runtime, the
 * load generator and the SMTP server, it measures how much CPU a submission and its mails take together
 * (the runtime is one process, while on Netlify each submission's after-answer work has its own instance).
 * Open loop: submissions arrive at a fixed rate (`--rate`, 10 a second: far above this site's real peak,
 * well under what either runtime takes on this machine), each latency counted from when it was due; it
 * measures what a visitor waits while mails are being sent.
 *
 * Run by `npm run bench` (scripts/bench/run.ts), or alone:
 * `node scripts/bench/mail.ts [--requests 1200] [--connections 10] [--rounds 6] [--rate 10] [--open-requests 400]
 *  [--store-latency 50]` (each store request of both runtimes waits that long, as over Netlify's network).
 */
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { contactsApi, loginApi, mailApi, pathOf } from '../../src/lib/api/index.ts';
import { type RunningSite, startSite } from '../runtime/spawn.ts';
import { type LoadResult, type Sample, measure, measureOpenLoop, summarize } from './load.ts';

export const NOTIFY_TARGET_PERCENT = 10;
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };
const MAILS_PER_SUBMISSION = 2; // the staff notice and the visitor's confirmation
const DRAIN_TIMEOUT_MS = 120_000;

/** One load's figures, notifications on against off. */
interface Comparison {
  on: LoadResult;
  off: LoadResult;
  /** p95 on against p95 off, in per cent (positive: slower with notifications). */
  p95DifferencePercent: number;
  withinTarget: boolean;
  /** p95 of each round (ms), in order: shows a drift as the outbox grows. */
  roundP95: { on: number[]; off: number[] };
}

export interface NotificationBench extends Comparison {
  connections: number;
  rounds: number;
  storeLatencyMs: number;
  /** The same submissions at a fixed rate (open loop). */
  openLoop: Comparison & { ratePerSecond: number; rounds: number };
  /** Accepted with notifications on, warm-up included. */
  submissions: number;
  mailsReceived: number;
  /** After each round with notifications, until its last mail arrived (ms). */
  drainMs: number[];
}

/** An SMTP server on 127.0.0.1 that takes every mail and counts it. */
async function startCountingSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
  );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Contact messages as visitors write them; `{n}` makes each request's name and address its own. */
const VISITORS = [
  {
    name: 'Priya Sharma',
    company: 'Saanvi Apparels',
    subject: 'Bulk order',
    message:
      'We need 5,000 damask woven labels with our logo, end fold, for a kurta line launching in March. Please share rates for 5k and 10k, and the lead time to Jaipur.',
  },
  {
    name: 'Rahul Mehta',
    company: 'Mehta Exports',
    subject: 'Custom quote',
    message:
      'Looking for printed satin care labels (wash symbols, Hindi and English), 30 mm wide, about 20,000 pieces a month. Can you send samples and a price per thousand?',
  },
  {
    name: 'Ananya Iyer',
    company: 'Kavya Boutique',
    subject: 'Product inquiry',
    message:
      'Do you make kraft hang tags with a cotton string and gold foil? We would like 1,000 for a small collection. What is the minimum order and can we see the paper first?',
  },
  {
    name: 'Vikram Singh',
    company: 'Northline Denim',
    subject: 'Partnership',
    message:
      'We are a denim unit in Ludhiana and want a regular supplier of leather patches and woven labels. Could we set up a call this week to discuss monthly volumes and payment terms?',
  },
  {
    name: 'Fatima Khan',
    company: 'Zoya Home',
    subject: 'Support',
    message:
      'Our last order of 3,000 labels arrived with a few faded prints. Could someone check order 7781 and tell us how to return the faulty pieces? Photos can be sent on WhatsApp.',
  },
  {
    name: 'Arjun Nair',
    company: 'Coastal Threads',
    subject: 'Other',
    message:
      'We are opening a store in Kochi and need branded paper bags, tissue paper and stickers. Please suggest a starter pack for about 500 customers and the delivery time.',
  },
];
const bodies = (round: string) =>
  VISITORS.map(({ name, company, subject, message }, index) =>
    JSON.stringify({
      name: `${name} {n}`,
      email: `${name.split(' ')[0].toLowerCase()}.${round}-{n}@example.com`,
      phone: `98${String(76543210 + index).padStart(8, '0')}`,
      company,
      subject,
      message,
    }),
  );

async function signIn(site: RunningSite): Promise<string> {
  const response = await fetch(new URL(pathOf(loginApi.signIn), site.url), {
    method: loginApi.signIn.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { token: string }).token;
}

async function outbox(site: RunningSite, token: string) {
  const response = await fetch(new URL(pathOf(mailApi.recent, {}, { limit: 200 }), site.url), {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { data: unknown[]; health: { undelivered: number } };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function compare(samples: Record<'on' | 'off', Sample[]>): Comparison {
  const [on, off] = [summarize(samples.on), summarize(samples.off)];
  const p95DifferencePercent = Math.round(((on.p95 - off.p95) / off.p95) * 1000) / 10;
  return {
    on,
    off,
    p95DifferencePercent,
    withinTarget: p95DifferencePercent <= NOTIFY_TARGET_PERCENT,
    roundP95: {
      on: samples.on.map((sample) => summarize([sample]).p95),
      off: samples.off.map((sample) => summarize([sample]).p95),
    },
  };
}
const accepted = (sample: Sample) => (sample.statuses['201'] ?? 0) + (sample.statuses['200'] ?? 0);

export async function benchNotifications(
  options: {
    requests?: number;
    connections?: number;
    rounds?: number;
    rate?: number;
    openRequests?: number;
    /** STORE_LATENCY_MS of both runtimes: 50 stands for Netlify Blobs over the network. */
    storeLatencyMs?: number;
  } = {},
): Promise<NotificationBench> {
  const { requests = 1200, connections = 10, rounds = 6, rate = 10, openRequests = 400, storeLatencyMs = 0 } = options;
  const openRounds = 8;
  const smtp = await startCountingSmtp();
  const shared = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    FORM_RATE_LIMIT: '0',
    SEED: '1',
    STORE_LATENCY_MS: String(storeLatencyMs),
  };
  const settings = {
    on: { ...shared, SMTP_URL: smtp.url, NOTIFY_TO: 'sales@example.com', AUTO_REPLY: 'on' },
    off: { ...shared, NOTIFY: 'off' },
  };

  console.log('Starting two runtimes (notifications on, off), each seeding and building its own demo site…');
  const running: RunningSite[] = [];
  const start = async (env: Record<string, string>) => {
    running.push(await startSite({ env }));
    return running.at(-1)!;
  };
  try {
    const sites = { on: await start(settings.on), off: await start(settings.off) };
    const tokens = { on: await signIn(sites.on), off: await signIn(sites.off) };
    const offMailsBefore = (await outbox(sites.off, tokens.off)).data.length;
    const receivedBefore = smtp.received();

    const samples: Record<'on' | 'off', Sample[]> = { on: [], off: [] };
    const openSamples: Record<'on' | 'off', Sample[]> = { on: [], off: [] };
    const drainMs: number[] = [];
    let submissions = 0;
    const perRound = Math.ceil(requests / rounds);
    const submission = (round: string) => ({
      method: contactsApi.create.method,
      path: pathOf(contactsApi.create),
      headers: { 'content-type': 'application/json' },
      bodies: bodies(round),
    });
    const phase = async (setting: 'on' | 'off', round: string, count: number) =>
      measure(sites[setting].url, submission(round), { connections, requests: count });
    const openPhase = async (setting: 'on' | 'off', round: string) =>
      measureOpenLoop(sites[setting].url, submission(round), {
        ratePerSecond: rate,
        requests: Math.ceil(openRequests / openRounds),
      });

    /** Its mails go out after the answers; the next round starts once they have all arrived. */
    const drained = async (sample: Sample) => {
      submissions += accepted(sample);
      const ended = Date.now();
      const expected = receivedBefore + submissions * MAILS_PER_SUBMISSION;
      while (smtp.received() < expected && Date.now() - ended < DRAIN_TIMEOUT_MS) await pause(20);
      const ms = Date.now() - ended;
      // …and the outbox has marked them sent (a moment after the SMTP server took each).
      while ((await outbox(sites.on, tokens.on)).health.undelivered && Date.now() - ended < DRAIN_TIMEOUT_MS) await pause(100);
      return ms;
    };

    for (let round = 0; round <= rounds; round += 1) {
      const warmUp = round === 0;
      const order: ('on' | 'off')[] = round % 2 ? ['on', 'off'] : ['off', 'on'];
      for (const setting of order) {
        const sample = await phase(setting, `${setting}${round}`, warmUp ? connections * 4 : perRound);
        if (setting === 'on') {
          const ms = await drained(sample);
          if (!warmUp) drainMs.push(ms);
        }
        if (!warmUp) samples[setting].push(sample);
      }
    }
    for (let round = 0; round < openRounds; round += 1) {
      const order: ('on' | 'off')[] = round % 2 ? ['on', 'off'] : ['off', 'on'];
      for (const setting of order) {
        const sample = await openPhase(setting, `open-${setting}${round}`);
        if (setting === 'on') await drained(sample);
        openSamples[setting].push(sample);
      }
    }

    const mailsReceived = smtp.received() - receivedBefore;
    const offOutbox = await outbox(sites.off, tokens.off);
    const onOutbox = await outbox(sites.on, tokens.on);
    if (mailsReceived !== submissions * MAILS_PER_SUBMISSION)
      throw new Error(`the SMTP server received ${mailsReceived} mails for ${submissions} submissions`);
    if (offOutbox.data.length !== offMailsBefore)
      throw new Error(`NOTIFY=off still queued ${offOutbox.data.length - offMailsBefore} mails`);
    if (onOutbox.health.undelivered !== 0) throw new Error(`${onOutbox.health.undelivered} mails left undelivered`);

    return {
      connections,
      rounds,
      ...compare(samples),
      storeLatencyMs,
      openLoop: { ratePerSecond: rate, rounds: openRounds, ...compare(openSamples) },
      submissions,
      mailsReceived,
      drainMs,
    };
  } finally {
    await Promise.all(running.map((site) => site.stop()));
    await smtp.close();
  }
}

export function printNotificationBench(result: NotificationBench): void {
  const line = (label: string, r: LoadResult) =>
    `${label.padEnd(44)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.perSecond} req/s  ${JSON.stringify(r.statuses)}`;
  const verdict = (c: Comparison) =>
    `${c.p95DifferencePercent > 0 ? '+' : ''}${c.p95DifferencePercent} % (target: within ${NOTIFY_TARGET_PERCENT} %) — ${c.withinTarget ? 'met' : 'MISSED'}`;
  const figures = (c: Comparison) => {
    console.log(line('  notifications on (SMTP, auto-reply)', c.on));
    console.log(line('  notifications off (NOTIFY=off)', c.off));
    console.log(`  p95 by round, on: ${c.roundP95.on.join(', ')} ms; off: ${c.roundP95.off.join(', ')} ms`);
    console.log(`  p95 on against off: ${verdict(c)}`);
  };
  const open = result.openLoop;
  const store = result.storeLatencyMs
    ? `local store with ${result.storeLatencyMs} ms a request (as over Netlify's network)`
    : 'local store on disk';
  console.log(`\nLead notifications, ${store}:`);
  console.log(
    `POST /api/contacts, closed loop (saturating: the machine's CPU ceiling), ${result.on.requests} + ${result.off.requests} submissions, ${result.connections} clients, ${result.rounds} alternating rounds:`,
  );
  figures(result);
  console.log(
    `POST /api/contacts, open loop (what a visitor waits), ${open.on.requests} + ${open.off.requests} submissions at ${open.ratePerSecond} a second, ${open.rounds} alternating rounds:`,
  );
  figures(open);
  console.log(
    `  mails received by the SMTP server: ${result.mailsReceived} for ${result.submissions} submissions with notifications on, warm-up included (2 each); last mail of a closed-loop round arrived ${result.drainMs.join(', ')} ms after its last answer`,
  );
  console.log(
    `  the notifications' target (p95 within ${NOTIFY_TARGET_PERCENT} % of off): ${result.withinTarget ? 'met' : 'MISSED'} under the saturating closed loop; ${open.withinTarget ? 'met' : 'MISSED'} at ${open.ratePerSecond} submissions a second`,
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '1200' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '6' },
      rate: { type: 'string', default: '10' },
      'open-requests': { type: 'string', default: '400' },
      'store-latency': { type: 'string', default: '0' },
    },
  });
  printNotificationBench(
    await benchNotifications({
      requests: Number(values.requests),
      connections: Number(values.connections),
      rounds: Number(values.rounds),
      rate: Number(values.rate),
      openRequests: Number(values['open-requests']),
      storeLatencyMs: Number(values['store-latency']),
    }),
  );
}
