/**
 * A brand's logo (brands/<key>/src/assets/logo.svg, logo-ar.svg for Arabic) drawn on a report with
 * pdfkit's vector calls: the shapes of a simple SVG (rect with rx, circle, path data, text) scaled
 * from its viewBox. A logo with anything else (gradients, groups with transforms, images) is not
 * guessed at: parseLogo answers null and the report shows the brand's name in its colour instead.
 */
import type { PdfText } from './pdf-text';

interface Element {
  name: string;
  attrs: Record<string, string>;
  text: string;
}

const SUPPORTED = new Set(['svg', 'title', 'rect', 'circle', 'path', 'text']);

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    attrs[match[1] as string] = match[2] as string;
  }
  return attrs;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The elements of a flat SVG, or null when it holds an element this drawing does not know. */
export interface Logo {
  viewBox: [number, number, number, number];
  elements: Element[];
}

export function parseLogo(svg: string): Logo | null {
  const tags = [...svg.matchAll(/<([a-zA-Z][\w:-]*)\b([^>]*?)(\/?)>/g)];
  if (tags.some((tag) => !SUPPORTED.has(tag[1] as string))) return null;
  const root = tags.find((tag) => tag[1] === 'svg');
  const box = root
    ? attributesOf(root[2] as string)
        .viewBox?.split(/[\s,]+/)
        .map(Number)
    : undefined;
  if (box?.length !== 4 || box.some((n) => !Number.isFinite(n))) return null;
  const elements: Element[] = [];
  for (const match of svg.matchAll(/<(rect|circle|path)\b([^>]*?)\/>|<text\b([^>]*)>([^<]*)<\/text>/g)) {
    if (match[1]) elements.push({ name: match[1], attrs: attributesOf(match[2] as string), text: '' });
    else
      elements.push({
        name: 'text',
        attrs: attributesOf(match[3] as string),
        text: decode(match[4] as string),
      });
  }
  return { viewBox: box as [number, number, number, number], elements };
}

const num = (value: string | undefined, fallback = 0) => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
};

/** Draws a parsed logo with its top left corner at (x, y), `height` high, in its proportions. */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  text: PdfText,
  logo: Logo,
  x: number,
  y: number,
  height: number,
) {
  const [minX, minY, , boxHeight] = logo.viewBox;
  const scale = height / boxHeight;
  doc.save();
  doc.translate(x, y).scale(scale).translate(-minX, -minY);
  for (const { name, attrs, text: content } of logo.elements) {
    // SVG fills black unless told otherwise.
    const fill = attrs.fill === undefined ? '#000000' : attrs.fill === 'none' ? null : attrs.fill;
    const stroke = attrs.stroke && attrs.stroke !== 'none' ? attrs.stroke : null;
    const opacity = num(attrs.opacity, 1);
    doc.fillOpacity(opacity).strokeOpacity(opacity);
    if (name === 'text') {
      const size = num(attrs['font-size'], 12);
      const bold = attrs['font-weight'] === 'bold' || num(attrs['font-weight'], 400) >= 600;
      const style = { size, bold, color: fill ?? '#000000', baseline: true };
      const width = text.width(content, style);
      const rtl = attrs.direction === 'rtl';
      const anchorEnd = (attrs['text-anchor'] ?? 'start') === 'end';
      // SVG's x is where the text starts in its own direction; y is the baseline.
      const left = rtl !== anchorEnd ? num(attrs.x) - width : num(attrs.x);
      text.line(content, left, num(attrs.y), width, style);
      continue;
    }
    if (name === 'rect') {
      const rx = num(attrs.rx);
      doc.roundedRect(num(attrs.x), num(attrs.y), num(attrs.width), num(attrs.height), rx);
    } else if (name === 'circle') {
      doc.circle(num(attrs.cx), num(attrs.cy), num(attrs.r));
    } else {
      doc.path(attrs.d ?? '');
    }
    if (stroke) doc.lineWidth(num(attrs['stroke-width'], 1));
    if (fill && stroke) doc.fillAndStroke(fill, stroke);
    else if (fill) doc.fill(fill);
    else if (stroke) doc.stroke(stroke);
  }
  doc.restore();
  doc.fillOpacity(1).strokeOpacity(1);
}
