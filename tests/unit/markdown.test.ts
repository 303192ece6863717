/** Posts' Markdown (docs/product.md 2.11): what it renders, and that nothing in a post can run or link elsewhere than allowed. */
import { describe, expect, it } from 'vitest';
import { markdownToHtml, markdownToText } from '../../src/lib/markdown.ts';

describe('markdownToHtml', () => {
  it('renders headings (from h2), lists, emphasis, links, images and quotes', () => {
    const html = markdownToHtml(
      '# Woven labels\n\nWhy *damask* is **crisp**:\n\n- dense\n- soft\n\n1. one\n2. two\n\n> quoted\n\n[Our tags](https://example.com/tags) and ![A label](/api/images/abcdefghij01234567.png)',
    );
    expect(html).toContain('<h2>Woven labels</h2>');
    expect(html).toContain('<em>damask</em>');
    expect(html).toContain('<strong>crisp</strong>');
    expect(html).toContain('<ul>\n<li>dense</li>');
    expect(html).toContain('<ol>\n<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain(
      '<a href="https://example.com/tags" target="_blank" rel="noopener noreferrer">Our tags<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('<img src="/api/images/abcdefghij01234567.png" alt="A label" loading="lazy" decoding="async">');
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['<b>bold?</b>', '&lt;b&gt;bold?&lt;/b&gt;'],
    ['[click](javascript:alert(1))', '[click](javascript:alert(1))'],
    ['[data](data:text/html;base64,PHNjcmlwdD4=)', '[data](data:text/html;base64,PHNjcmlwdD4=)'],
    ['![x](javascript:alert(1))', '![x](javascript:alert(1))'],
    ['[far](//evil.example/x)', '[far](//evil.example/x)'],
    ['<https://ok.example>', '<a href="https://ok.example"'],
    ['[mail](mailto:sales@example.com)', '<a href="mailto:sales@example.com">mail</a>'],
    ['[ours](/products)', '<a href="/products">ours</a>'],
  ])('%s renders safely', (source, expected) => {
    const html = markdownToHtml(source);
    expect(html).toContain(expected);
    expect(html).not.toMatch(/<script|<img[^>]+onerror|href="javascript|src="javascript|href="data|href="\/\//i);
  });

  it('keeps what a post written before Markdown had: line breaks, paragraphs and bare links as links', () => {
    const html = markdownToHtml('First line\nsecond line\n\nSee https://example.com/labels. Thanks');
    expect(html).toBe(
      '<p>First line<br>\nsecond line</p>\n<p>See <a href="https://example.com/labels" target="_blank" rel="noopener noreferrer">https://example.com/labels<span class="visually-hidden"> (opens in a new tab)</span></a>. Thanks</p>\n',
    );
  });
});

describe('markdownToText', () => {
  it('answers the words without the marks', () => {
    expect(markdownToText('# Title\n\nSome *soft* & **crisp** [labels](https://a.example) <b>x</b>')).toBe(
      'Title Some soft & crisp labels <b>x</b>',
    );
  });
});
