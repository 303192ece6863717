/**
 * A post's Markdown as HTML (docs/product.md 2.11), the same at build and in the blog form's preview:
 * headings, lists, links, images, emphasis, quotes and code. Safe by construction (markdown-it with
 * `html: false`): raw HTML in the text is shown as text, never run; a link goes to http, https or mailto
 * (or a page of this site), an image comes from http, https or this site, anything else stays text.
 * Bare web addresses become links, as they did in posts written before Markdown; line breaks are kept.
 * Headings start at <h2>: the post's title is the page's <h1>.
 */
import MarkdownIt from 'markdown-it';

const LINK = /^(https?:|mailto:)/i;
const IMAGE = /^https?:/i;
/** A path on this site: '/…' but not '//host' (another site without a scheme). */
const SITE_PATH = /^\/(?!\/)/;
const EXTERNAL = /^https?:/i;

const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

// markdown-it normalises a URL before it is validated; these checks see what goes into the attribute.
md.validateLink = (url: string) => {
  const trimmed = url.trim();
  return LINK.test(trimmed) || IMAGE.test(trimmed) || SITE_PATH.test(trimmed);
};

const render = md.renderer.rules;

render.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  return self.renderToken(tokens, index, options);
};
render.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  return self.renderToken(tokens, index, options);
};

/** A link: mailto and http(s) only (a site path too); another site's opens in a new tab, and says so. */
render.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  const href = token.attrGet('href') ?? '';
  if (!LINK.test(href) && !SITE_PATH.test(href)) token.attrSet('href', '#');
  if (EXTERNAL.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
    token.meta = { ...token.meta, external: true };
  }
  return self.renderToken(tokens, index, options);
};
render.link_close = (tokens, index, options, _env, self) => {
  let depth = 0;
  for (let at = index - 1; at >= 0; at -= 1) {
    if (tokens[at].type === 'link_close') depth += 1;
    if (tokens[at].type === 'link_open') {
      if (depth === 0) {
        const external = Boolean(tokens[at].meta?.external);
        return `${external ? '<span class="visually-hidden"> (opens in a new tab)</span>' : ''}${self.renderToken(tokens, index, options)}`;
      }
      depth -= 1;
    }
  }
  return self.renderToken(tokens, index, options);
};

/** An image: from http(s) or this site, lazily loaded; any other source leaves its alt text. */
const defaultImage = render.image!;
render.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = token.attrGet('src') ?? '';
  if (!IMAGE.test(src) && !SITE_PATH.test(src)) return md.utils.escapeHtml(token.content);
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return defaultImage(tokens, index, options, env, self);
};

export function markdownToHtml(source: string): string {
  return md.render(source);
}

/** The post as one line of plain text (cards, feeds, descriptions): its Markdown's words without the marks. */
export function markdownToText(source: string): string {
  const text = md
    .render(source)
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    // A block's edge is a space between words; an inline tag (emphasis, a link) is nothing.
    .replace(/<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|table|tr|td|th)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]);
