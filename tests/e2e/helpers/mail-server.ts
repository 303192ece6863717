/**
 * A browser test file's real SMTP server: started before the file's site, whose `SMTP_URL` it fills in, and
 * closed after it. Register it before `useBrowserSite`, handing the site its `env`.
 */
import { afterAll, beforeAll } from 'vitest';
import { type TestSmtp, startSmtp } from '../../helpers/smtp.ts';

export interface MailServer {
  /** The site's environment, `SMTP_URL` included once the server has started. */
  env: Record<string, string>;
  /** The server, from the file's first test on. */
  readonly smtp: TestSmtp;
}

export function useMailServer(env: Record<string, string> = {}): MailServer {
  let started: TestSmtp | undefined;
  beforeAll(async () => {
    started = await startSmtp();
    env.SMTP_URL = `smtp://127.0.0.1:${started.port}`;
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    env,
    get smtp() {
      if (!started) throw new Error('the SMTP server starts before the first test');
      return started;
    },
  };
}
