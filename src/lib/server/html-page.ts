/**
 * The few pages a function answers with HTML itself, where a static page could not do: the contact form's errors
 * for a browser posting it without JavaScript, and the pages of the links that confirm and withdraw consent to news
 * by e-mail. One plain frame for them all: inline styles only, nothing in it runs or loads (a page may add one
 * script of its own, allowed by its hash: the confirming link's), kept out of search engines.
 */
import { escapeHtml } from './mail/templates.ts';

/** The whole document: `title` and `heading` are text; `body` is HTML the caller made, its visitor text escaped. */
export const htmlPage = (title: string, heading: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.6; color: #1b1f2a; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<main>
<h1 style="font-size: 1.6rem">${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
