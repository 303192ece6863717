/**
 * Debian's Chromium for playwright-core: how it is started, by one test file (launchBrowser), by the bench
 * scripts, or once for a whole test run (tests/helpers/global-setup.ts, which each browser test file
 * connects to with a context of its own).
 */
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium tries to reach Google, which this network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}
