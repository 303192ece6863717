/**
 * SVG artwork is read as XML and held to a list of elements and attributes: the known ways past a
 * pattern-matching filter (namespaced or mixed-case script, entity-encoded javascript: links, CSS imports,
 * external references, UTF-16 files…) are refused with the activeSvg message, storing nothing; ordinary
 * logos as editors export them are still taken.
 */
import { describe, expect, it } from 'vitest';
import { artworkApi } from '../../src/lib/api/index.ts';
import { ARTWORK_MESSAGES } from '../../src/lib/messages/site.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { formWith } from './fixtures.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attributes = '') => `<svg ${NS} ${XLINK} viewBox="0 0 10 10"${attributes}>${inner}</svg>`;
const utf16 = (text: string, endian: 'le' | 'be') => {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return endian === 'le' ? le : Buffer.from(le).swap16();
};

let address = 0;
// Each upload from its own address, so the form rate limit does not decide the answer.
const upload = (bytes: Uint8Array | string) =>
  callEndpoint(artworkApi.upload, {
    rawBody: formWith(bytes, 'logo.svg', 'image/svg+xml'),
    ip: `198.51.100.${(address++ % 200) + 1}`,
  });

const BYPASSES: [string, string | Buffer][] = [
  ['a namespaced script', `<svg ${NS}><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>`],
  [
    'an entity-encoded javascript: set on href',
    svg('<a><set attributeName="href" to="&#106;avascript:alert(1)"/><text>x</text></a>'),
  ],
  ['the same on a use element', svg('<use href="#a"><set attributeName="href" to="&#106;avascript:alert(1)"/></use>')],
  ['a style importing a sheet', svg('<style>@import url(https://evil.example/x.css);</style>')],
  ['a style importing a quoted sheet', svg('<style>@import "https://evil.example/x.css";</style>')],
  ['a CSS-escaped url() in a style', svg('<style>rect { fill: \\75 rl(https://evil.example/x.svg#p) }</style>')],
  ['a style attribute loading a file', svg('<rect style="fill: url(https://evil.example/p.svg#p)"/>')],
  ['a fill loading a file', svg('<rect fill="url(\'https://evil.example/p.svg#p\')"/>')],
  ['a mixed-case script', svg('<ScRiPt>alert(1)</ScRiPt>')],
  ['an upper-case event handler', svg('<rect OnClick="alert(1)"/>')],
  ['a CDATA-wrapped script', svg('<script><![CDATA[alert(1)]]></script>')],
  ['a script in the XHTML namespace', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
  ['a script under a default namespace of its own', svg('<script xmlns="urn:x">alert(1)</script>')],
  ['xml:base', svg('<g xml:base="https://evil.example/"><use href="#a"/></g>')],
  ['use of a data: URL', svg('<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>')],
  ['use of another file', svg('<use xlink:href="https://evil.example/sprites.svg#logo"/>')],
  ['a link to javascript:', svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>')],
  ['a reference with a tab inside javascript:', svg('<image href="java&#x09;script:alert(1)"/>')],
  ['a CSS-escaped @import', svg('<style>@im\\70 ort "https://evil.example/x.css";</style>')],
  ['a style in an SVG without a namespace', '<svg><style>rect { fill: url(https://evil.example/p.svg#p) }</style></svg>'],
  ['a foreignObject', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')],
  ['an iframe', svg('<iframe src="https://evil.example/"/>')],
  ['an embed', svg('<embed src="https://evil.example/x.swf"/>')],
  ['an image of another file', svg('<image href="https://evil.example/x.png" width="10" height="10"/>')],
  ['an image of an SVG data: URL', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>')],
  ['an event handler on an animation', svg('<animate attributeName="x" onbegin="alert(1)" dur="1s"/>')],
  ['an animation setting an event handler', svg('<rect><set attributeName="onclick" to="alert(1)"/></rect>')],
  ['an animation of xlink:href', svg('<a><animate attributeName="xlink:href" values="javascript:alert(1)"/></a>')],
  ['an entity-encoded event name (not XML)', svg('<rect &#111;nclick="alert(1)"/>')],
  ['a DOCTYPE with entities', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>${svg('<a href="&x;"/>')}`],
  ['an external stylesheet instruction', `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('<rect/>')}`],
  ['a UTF-16 (little-endian) file with a script', utf16(svg('<script>alert(1)</script>'), 'le')],
  ['a UTF-16 (big-endian) file with an event handler', utf16(svg('<rect onmouseover="alert(1)"/>'), 'be')],
  [
    'a file declaring another encoding',
    `<?xml version="1.0" encoding="UTF-7"?>${svg('+ADw-script+AD4-alert(1)+ADw-/script+AD4-')}`,
  ],
  ['a handler hidden after a megabyte of paths', svg(`${'<path d="M0 0h1"/>'.repeat(60_000)}<rect onload="alert(1)"/>`)],
  ['markup that is not well-formed', svg('<rect onload="alert(1)"')],
];

const LOGOS: [string, string | Buffer][] = [
  [
    'a logo of paths, gradients, use of its own symbol and text',
    `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<svg ${NS} ${XLINK} width="120" height="40" viewBox="0 0 120 40" version="1.1">
  <title>Acme</title><desc>The Acme mark</desc>
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#123456"/><stop offset="1" stop-color="#abcdef" stop-opacity=".5"/>
    </linearGradient>
    <radialGradient id="r" cx=".5" cy=".5" r=".5"><stop offset="0" style="stop-color:#fff"/></radialGradient>
    <clipPath id="c"><rect width="120" height="40" rx="4"/></clipPath>
    <symbol id="mark" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="url(#g)"/></symbol>
    <filter id="f"><feGaussianBlur stdDeviation="1"/><feOffset dx="1" dy="1"/></filter>
  </defs>
  <g clip-path="url(#c)" transform="translate(2 2)" fill-rule="evenodd">
    <path d="M0 0h20v20H0z" fill="url(#r)" stroke="#000" stroke-width="0.5"/>
    <use href="#mark" x="24" width="10" height="10"/>
    <use xlink:href="#mark" x="36" width="10" height="10" filter="url(#f)"/>
    <text x="50" y="16" font-family="Noto Sans, sans-serif" font-size="12" xml:space="preserve"><tspan font-weight="700">Acme</tspan> Labels &amp; Tags</text>
  </g>
</svg>`,
  ],
  [
    'a style of plain CSS',
    svg(
      `<style type="text/css"><![CDATA[ .a { fill: #c00; stroke: url(#g) } /* brand red */ ]]></style><rect class="a" width="5" height="5"/>`,
    ),
  ],
  [
    'an Inkscape file with its own namespaces and metadata',
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" width="10mm" height="10mm" inkscape:version="1.3" sodipodi:docname="logo.svg">
  <sodipodi:namedview id="base" pagecolor="#ffffff" inkscape:zoom="1"/>
  <metadata><rdf:RDF><dc:title>Logo</dc:title></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" data-name="Layer 1"><path d="m 1,1 h 8 v 8 z" style="fill:#000000;stroke:none"/></g>
</svg>`,
  ],
  ['an embedded PNG picture', svg('<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>')],
  ['a UTF-16 logo', utf16(svg('<path d="M0 0h1"/><text>Café</text>'), 'le')],
];

describe('SVG artwork', () => {
  it.each(BYPASSES)('refuses %s (422), storing nothing', async (_, file) => {
    const before = (await listKeys(STORE_NAMES.artwork, 'files/')).length;
    const answer = await upload(file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.message).toBe(ARTWORK_MESSAGES.activeSvg);
    expect((await listKeys(STORE_NAMES.artwork, 'files/')).length).toBe(before);
  });

  it.each(LOGOS)('takes %s', async (_, file) => {
    const answer = await upload(file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data?.type).toBe('svg');
  });
});
