/**
 * A real SMTP server on localhost (smtp-server) for the tests that read mail: what arrives is parsed with
 * mailparser and kept. `behaviour` makes it refuse or take its time, for the delivery tests.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** What the server does with the next messages: accept, or answer an SMTP error, or take its time. */
  behaviour: { refuse?: { code: number; message: string }; delayMs?: number; refuseTo?: string };
  /** The mails mentioning `marker` (in the subject, the text or a recipient) arrived so far. */
  arrived(marker: string): ParsedMail[];
  /** Waits until `count` mails mentioning `marker` have arrived. */
  mailsAbout(marker: string, count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const state: TestSmtp = {
    port,
    received,
    behaviour: {},
    arrived: (marker) => received.filter((mail) => `${mail.subject}\n${mail.text}\n${JSON.stringify(mail.to)}`.includes(marker)),
    async mailsAbout(marker, count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = state.arrived(marker);
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Closing ends open connections at once, as a server that goes down does, instead of waiting 30 s for them.
    closeTimeout: 1,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const { delayMs, refuse, refuseTo } = state.behaviour;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (refuse) return callback(Object.assign(new Error(refuse.message), { responseCode: refuse.code }));
        if (refuseTo && session.envelope.rcptTo.some((rcpt) => rcpt.address === refuseTo))
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      state.port = (server.server.address() as { port: number }).port;
      resolve(state);
    }),
  );
}

/** What the site mails with in a test: a real SMTP server, links on this address, staff notices (if asked) to sales. */
export interface TestMailOptions {
  /** Staff notices go to sales@example.com; without it the site sends none. */
  notifyStaff?: boolean;
  /** The site's address its links start with. */
  siteUrl?: string;
}

/** Starts a real SMTP server and points the site's mail at it. */
export async function startTestMail({ notifyStaff = false, siteUrl = 'https://labels.example' }: TestMailOptions = {}) {
  const smtp = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  if (notifyStaff) process.env.NOTIFY_TO = 'sales@example.com';
  process.env.URL = siteUrl;
  return smtp;
}

/** Closes the server and forgets the site's mail settings. */
export async function stopTestMail(smtp: TestSmtp | undefined): Promise<void> {
  await smtp?.close();
  delete process.env.SMTP_URL;
  delete process.env.NOTIFY_TO;
  delete process.env.URL;
}

/**
 * The file's mail: the server started before its tests (handed to `take`) and closed after them. Read what
 * `take` stored inside tests and hooks, never at the file's top level.
 */
export function withTestMail(take: (smtp: TestSmtp) => void, options: TestMailOptions = {}): void {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startTestMail(options);
    take(smtp);
  });
  afterAll(() => stopTestMail(smtp));
}
