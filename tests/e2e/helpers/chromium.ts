/**
 * Debian's Chromium for playwright-core: how it is started, by one test file (launchBrowser), by the bench
 * scripts, or once for a whole test run (tests/helpers/global-setup.ts, which each browser test file
 * connects to with a context of its own).
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** The whole browser, as visitors run it: what the benches and Lighthouse measure. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The tests' browser: Chromium's headless shell (Debian's chromium-headless-shell, the same Blink and V8 as
 * the browser, without the browser's own layers), where it is installed. A fresh context and a page load cost
 * it a quarter of the whole browser's processor time (7.7 s against 28 s for eight pages on this machine), and
 * the browser tests open a few hundred. CHROME_PATH chooses another.
 */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
const TEST_BROWSER_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

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
/** How the browser tests start theirs. */
export const TEST_BROWSER_OPTIONS = { ...CHROMIUM_OPTIONS, executablePath: TEST_BROWSER_PATH };

export function launchBrowser(options = CHROMIUM_OPTIONS): Promise<Browser> {
  return chromium.launch(options);
}
