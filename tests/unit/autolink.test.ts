/** Bare links in blog content (docs/product.md 2.11): which text becomes a link and where each link ends. */
import { describe, expect, it } from 'vitest';
import { autolink, type Segment } from '../../src/lib/autolink.ts';

const t = (text: string): Segment => ({ text });
const u = (url: string): Segment => ({ url });

describe('autolink', () => {
  it.each<[string, string, Segment[]]>([
    ['empty text', '', []],
    ['plain text', 'Woven labels last as long as the garment.', [t('Woven labels last as long as the garment.')]],
    ['a link alone', 'https://fsc.org/en', [u('https://fsc.org/en')]],
    ['http as well as https', 'see http://example.com/a?b=1&c=2#d', [t('see '), u('http://example.com/a?b=1&c=2#d')]],
    ['upper-case scheme', 'HTTPS://EXAMPLE.COM/X', [u('HTTPS://EXAMPLE.COM/X')]],
    [
      'several links with text between',
      'More at https://www.oeko-tex.com/en/ and https://global-standard.org/ today',
      [t('More at '), u('https://www.oeko-tex.com/en/'), t(' and '), u('https://global-standard.org/'), t(' today')],
    ],
    ['a full stop after a link', 'Read https://fsc.org/en.', [t('Read '), u('https://fsc.org/en'), t('.')]],
    ['a comma after a link', 'https://a.example, then', [u('https://a.example'), t(', then')]],
    ['a closing bracket it did not open', '(see https://a.example/x)', [t('(see '), u('https://a.example/x'), t(')')]],
    [
      'a bracket pair inside the link',
      'https://en.wikipedia.org/wiki/Label_(sewing).',
      [u('https://en.wikipedia.org/wiki/Label_(sewing)'), t('.')],
    ],
    ['several punctuation marks', 'Is it https://a.example/?!', [t('Is it '), u('https://a.example/'), t('?!')]],
    ['quotes around a link', '"https://a.example/q"', [t('"'), u('https://a.example/q'), t('"')]],
    ['a link across lines stops at the line end', 'https://a.example/x\nnext', [u('https://a.example/x'), t('\nnext')]],
    ['javascript: never becomes a link', 'javascript:alert(1)', [t('javascript:alert(1)')]],
    [
      'other schemes stay text',
      'ftp://files.example/a data:text/html,x mailto:a@b.in',
      [t('ftp://files.example/a data:text/html,x mailto:a@b.in')],
    ],
    ['www. without a scheme stays text', 'Visit www.example.com today', [t('Visit www.example.com today')]],
    ['a scheme with no host stays text', 'https:// and http://.', [t('https:// and http://.')]],
    ['a scheme glued to a word stays text', 'xhttps://a.example', [t('xhttps://a.example')]],
    ['<script> stays text', '<script>alert(1)</script>', [t('<script>alert(1)</script>')]],
    ['markup right after a link is not part of it', 'https://a.example/<b>bold</b>', [u('https://a.example/'), t('<b>bold</b>')]],
  ])('%s', (_case, input, expected) => {
    expect(autolink(input)).toEqual(expected);
  });

  it('loses no character: the segments joined give back the text', () => {
    const text = 'A (https://a.example/x), b https://b.example. c javascript:x www.d.in <i>e</i>\n\nhttps://f.example/(g)';
    expect(
      autolink(text)
        .map((segment) => ('url' in segment ? segment.url : segment.text))
        .join(''),
    ).toBe(text);
  });
});
