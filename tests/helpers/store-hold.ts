/**
 * Holds chosen store requests until the test releases them, to interleave two requests on purpose (a
 * sign-in's write landing after a disable has answered) rather than by luck. Every store request of this
 * process goes through here (useInProcessBlobs) and on to the test file's real BlobsServer over HTTP.
 */
import { useInProcessBlobs } from '../../src/lib/server/store/index.ts';

export interface Held {
  /** Settles when the held request has arrived (and is waiting). */
  reached: Promise<void>;
  /** Lets it go on to the store. */
  release(): void;
}

interface Rule extends Held {
  method: string;
  target: RegExp;
  taken: boolean;
  arrive(): void;
  gate: Promise<void>;
}

export function storeHolds() {
  const rules: Rule[] = [];
  useInProcessBlobs(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const target = decodeURIComponent(url.pathname);
    const method = (init?.method ?? 'GET').toUpperCase();
    const rule = rules.find((candidate) => !candidate.taken && candidate.method === method && candidate.target.test(target));
    if (rule) {
      rule.taken = true;
      rule.arrive();
      await rule.gate;
    }
    return fetch(input, init);
  });
  return {
    /** Holds the next request with this method whose path (`/{site}/site:{store}/{key}`) matches `target`. */
    hold(method: string, target: RegExp): Held {
      let arrive!: () => void;
      let release!: () => void;
      const rule: Rule = {
        method: method.toUpperCase(),
        target,
        taken: false,
        reached: new Promise<void>((resolve) => (arrive = resolve)),
        gate: new Promise<void>((resolve) => (release = resolve)),
        arrive: () => arrive(),
        release: () => release(),
      };
      rules.push(rule);
      return rule;
    },
    stop() {
      for (const rule of rules) rule.release();
      useInProcessBlobs(undefined);
    },
  };
}
