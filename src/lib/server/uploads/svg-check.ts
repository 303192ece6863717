/**
 * Whether an SVG is plain artwork: read as XML by a conforming parser (saxes: namespaces resolved,
 * character references decoded, anything not well-formed refused) and held to a list of the elements and
 * attributes a drawing needs, so a trick a pattern would miss (a prefixed or mixed-case script, an
 * entity-encoded `javascript:`, a CSS escape) is judged on what a browser would see.
 *
 * Refused: elements off the list (script, foreignObject, iframe, a, HTML or MathML of any prefix);
 * attributes off the list and every event attribute; a DOCTYPE with declarations of its own; processing
 * instructions (an xml-stylesheet loads a sheet); xml:base; a reference other than `#fragment` (a raster
 * picture embedded as a data: URL aside); CSS that imports or loads anything but `#fragment`; an
 * animation of a reference, an event attribute or a style; an encoding other than UTF-8 or UTF-16.
 * Elements and attributes with an editor's own prefix (inkscape:, sodipodi:, rdf:…) are inert and kept.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Namespaces whose elements a browser would run or render as a page. */
const ACTIVE_NS = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);

const words = (text: string) => new Set(text.trim().toLowerCase().split(/\s+/));

const ELEMENTS = words(`svg g defs desc title metadata symbol use switch view style
  path rect circle ellipse line polyline polygon text tspan textpath image marker pattern clippath mask
  lineargradient radialgradient stop meshgradient meshrow meshpatch solidcolor hatch hatchpath
  animate animatemotion animatetransform set mpath
  filter feblend fecolormatrix fecomponenttransfer fecomposite feconvolvematrix fediffuselighting
  fedisplacementmap fedistantlight fedropshadow feflood fefunca fefuncb fefuncg fefuncr fegaussianblur
  feimage femerge femergenode femorphology feoffset fepointlight fespecularlighting fespotlight fetile
  feturbulence`);

const ATTRIBUTES = words(`id class style lang tabindex role focusable version baseprofile x y x1 x2 y1 y2 cx cy r rx ry
  fx fy fr dx dy d points width height viewbox preserveaspectratio transform transform-origin pathlength
  href type media title
  fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color color-interpolation
  color-interpolation-filters color-profile color-rendering display visibility overflow clip clip-path
  clip-rule clippathunits mask maskunits maskcontentunits mask-type filter filterunits primitiveunits
  marker-start marker-mid marker-end markerwidth markerheight markerunits refx refy orient paint-order
  vector-effect shape-rendering image-rendering text-rendering mix-blend-mode isolation enable-background
  gradientunits gradienttransform spreadmethod offset stop-color stop-opacity
  patternunits patterncontentunits patterntransform
  font font-family font-size font-size-adjust font-stretch font-style font-variant font-weight
  font-kerning letter-spacing word-spacing kerning text-anchor text-decoration dominant-baseline
  alignment-baseline baseline-shift writing-mode direction unicode-bidi white-space lengthadjust textlength
  startoffset method spacing side rotate
  in in2 result mode operator k1 k2 k3 k4 values stddeviation edgemode flood-color flood-opacity
  lighting-color surfacescale diffuseconstant specularconstant specularexponent kernelmatrix
  kernelunitlength order divisor bias targetx targety preservealpha azimuth elevation pointsatx
  pointsaty pointsatz limitingconeangle basefrequency numoctaves seed stitchtiles scale
  xchannelselector ychannelselector tablevalues slope intercept amplitude exponent radius
  attributename attributetype begin dur end min max restart repeatcount repeatdur fill calcmode
  keytimes keysplines keypoints from to by additive accumulate path
  systemlanguage requiredfeatures requiredextensions crossorigin decoding`);

/** Attributes an animation may not set: references, event handlers and styles (which may load). */
const UNANIMATABLE = /^(href|style|on.*)$/;
const XLINK_ATTRIBUTES = words('href title show actuate type role arcrole');
/** A raster picture embedded in the file itself: the one reference besides `#fragment` kept. */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const PICTURE_ELEMENTS = new Set(['image', 'feimage']);

/** CSS as a browser reads it: escapes decoded, comments gone. */
function cssText(css: string): string {
  return css
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\(.)/gs, '$1')
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
}

/** Whether CSS (a style element, a style or presentation attribute) loads nothing but `#fragment`. */
export function cssIsInert(css: string): boolean {
  const text = cssText(css).toLowerCase();
  if (/@import|@font-face|expression\s*\(|javascript:|behavior\s*:|-moz-binding|image-set\s*\(|\bsrc\s*\(/.test(text))
    return false;
  for (const match of text.matchAll(/url\s*\(\s*(['"]?)\s*([^'")\s]*)/g)) if (!match[2].startsWith('#')) return false;
  return true;
}

const isReference = (value: string, element: string) =>
  /^#[^\s#]*$/.test(value.trim()) || (PICTURE_ELEMENTS.has(element) && EMBEDDED_PICTURE.test(value.trim()));

/** `editors`: on an editor's own element, whose plain attributes no browser reads either. */
function attributeIsInert(attribute: SaxesAttributeNS, element: string, editors: boolean): boolean {
  const local = attribute.local.toLowerCase();
  const { uri, prefix, value } = attribute;
  if (local.startsWith('on')) return false;
  if (uri === XMLNS_NS || (prefix === '' && local === 'xmlns')) return true;
  if (uri === XML_NS) return local === 'space' || local === 'lang';
  if (local === 'href') return isReference(value, element);
  if (uri === XLINK_NS) return XLINK_ATTRIBUTES.has(local);
  if (prefix === '') {
    if (!editors && !ATTRIBUTES.has(local) && !/^(data|aria)-[a-z0-9-]*$/.test(local)) return false;
  } else if (ACTIVE_NS.has(uri) || uri === SVG_NS) return false;
  // Any value may be read as CSS (a presentation attribute is a CSS value).
  if (!cssIsInert(value)) return false;
  if (
    local === 'attributename' &&
    UNANIMATABLE.test(
      value
        .trim()
        .toLowerCase()
        .replace(/^[^:]*:/, ''),
    )
  )
    return false;
  return true;
}

function elementIsInert(tag: SaxesTagNS): boolean {
  const local = tag.local.toLowerCase();
  // An editor's prefixed element (not SVG, not a page's) is never rendered or run.
  const editors = tag.prefix !== '' && tag.uri !== SVG_NS && !ACTIVE_NS.has(tag.uri);
  if (!editors && (!ELEMENTS.has(local) || (tag.uri !== SVG_NS && tag.uri !== ''))) return false;
  return Object.values(tag.attributes).every((attribute) => attributeIsInert(attribute, local, editors));
}

const ENCODINGS = /^(utf-?8|us-ascii|utf-?16(le|be)?)$/i;
const isStyle = (tag: SaxesTagNS) => tag.local.toLowerCase() === 'style' && (tag.uri === SVG_NS || tag.uri === '');

/**
 * The file's text by its byte order mark or first bytes (UTF-16 with or without a mark, else UTF-8); null
 * when it is not valid in that encoding, unless `loose` (a file's first bytes, cut anywhere).
 */
export function svgText(bytes: Uint8Array, loose = false): string | null {
  const [a, b] = bytes;
  let encoding = 'utf-8';
  if ((a === 0xff && b === 0xfe) || (a === 0x3c && b === 0x00)) encoding = 'utf-16le';
  else if ((a === 0xfe && b === 0xff) || (a === 0x00 && b === 0x3c)) encoding = 'utf-16be';
  try {
    return new TextDecoder(encoding, { fatal: !loose }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** Whether an SVG file is plain artwork (see above). */
export function svgIsInert(bytes: Uint8Array): boolean {
  const text = svgText(bytes);
  if (text === null) return false;
  const parser = new SaxesParser({ xmlns: true });
  let inert = true;
  let inStyle = 0;
  let style = '';
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !ENCODINGS.test(encoding)) inert = false;
  });
  // A DOCTYPE naming the SVG DTD is harmless; one declaring entities or anything else is not.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) inert = false;
  });
  parser.on('processinginstruction', () => (inert = false));
  parser.on('opentag', (tag) => {
    if (!elementIsInert(tag)) inert = false;
    if (isStyle(tag)) inStyle += 1;
  });
  parser.on('text', (chunk) => inStyle && (style += chunk));
  parser.on('cdata', (chunk) => inStyle && (style += chunk));
  parser.on('closetag', (tag) => {
    if (!isStyle(tag as SaxesTagNS)) return;
    inStyle -= 1;
    if (!cssIsInert(style)) inert = false;
    style = '';
  });
  try {
    parser.write(text).close();
  } catch {
    return false;
  }
  return inert;
}
