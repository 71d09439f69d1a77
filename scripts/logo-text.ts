// pnpm logo-outlines <file.svg ...>
// A logo's words as outlines: every <text> of an SVG becomes a <path> of its glyphs, shaped by
// HarfBuzz in the portal's own fonts (Noto Sans, Noto Sans Arabic for Arabic words, at the text's
// weight), placed as the text was (x, y, text-anchor, direction) and filled alike. A logo is shown as
// a picture (<img>), and a picture's text is drawn in the device's own fonts, not the page's: the
// same logo looked different from one phone to the next (on a machine without Noto Sans the Arabic
// name came out in DejaVu Sans), its size and spacing the device's guess.
// `pnpm new-brand` writes its placeholder logos through it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { Blob, Face, Font, Buffer as ShapeBuffer, shape } from 'harfbuzzjs';

/** Resolves packages as packages/ui does (the fonts are its dependencies). */
const uiRequire = createRequire(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/ui/package.json'),
);

/** The portal's fonts (packages/ui's @fontsource packages) as WOFF files, by script and weight. */
function fontFile(arabic: boolean, bold: boolean): string {
  const name = arabic ? 'noto-sans-arabic' : 'noto-sans';
  const file = `${name}-${arabic ? 'arabic' : 'latin'}-${bold ? 700 : 400}-normal.woff`;
  return path.join(path.dirname(uiRequire.resolve(`@fontsource/${name}/package.json`)), 'files', file);
}

/** A WOFF 1.0 file's font (sfnt) as HarfBuzz reads it: the tables inflated, the directory rebuilt. */
function sfntOfWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compressed < length ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const size = 12 + 16 * count + tables.reduce((sum, t) => sum + pad(t.data.length), 0);
  const out = new Uint8Array(size);
  const put = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  put.setUint32(0, flavor);
  put.setUint16(4, count);
  put.setUint16(6, power * 16);
  put.setUint16(8, Math.log2(power));
  put.setUint16(10, count * 16 - power * 16);
  let offset = 12 + 16 * count;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    put.setUint32(at, table.tag);
    put.setUint32(at + 4, table.checksum);
    put.setUint32(at + 8, offset);
    put.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += pad(table.data.length);
  });
  return out;
}

const fonts = new Map<string, Font>();
function fontOf(arabic: boolean, bold: boolean): Font {
  const file = fontFile(arabic, bold);
  let font = fonts.get(file);
  if (!font) {
    font = new Font(new Face(new Blob(sfntOfWoff(readFileSync(file)))));
    fonts.set(file, font);
  }
  return font;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const attribute = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];
const unescaped = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** Tenths of a unit as the shortest number text: 15 -> "1.5", -5 -> "-.5", 20 -> "2". */
const tenths = (value: number) => String(value / 10).replace(/^(-?)0\./, '$1.');

/**
 * Path data of commands whose points are in tenths of a unit, each written relative to the point
 * before it (lower-case commands), with only the spaces path data needs between numbers: none
 * before a '-', nor before a '.' when the number before already has one.
 */
function pathData(commands: { type: string; points: [number, number][] }[]): string {
  let out = '';
  let previous = '';
  let last = '';
  let at: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const { type, points } of commands) {
    if (type === 'Z') {
      out += 'z';
      previous = '';
      last = type;
      at = start;
      continue;
    }
    // A command written again is implied (not after a move, whose repeats would be lines).
    if (type !== last || type === 'M') {
      out += type.toLowerCase();
      previous = '';
    }
    last = type;
    for (const point of points) {
      for (const value of [point[0] - at[0], point[1] - at[1]]) {
        const text = tenths(value);
        const glued =
          previous === '' || text.startsWith('-') || (text.startsWith('.') && previous.includes('.'));
        out += (glued ? '' : ' ') + text;
        previous = text;
      }
    }
    // A curve's control points are relative to where the command began; its end moves the pen.
    const end = points.at(-1) ?? at;
    if (type === 'M') start = end;
    at = end;
  }
  return out;
}

/**
 * One <text>'s outline: its glyphs as one path's data in the SVG's units, and its width. The text
 * is drawn from `x` rightwards, or ends at `x` when its anchor is its end (the right for left-to-right
 * text, the left for right-to-left), or is centred on `x` ('middle').
 */
export function outlineOf(
  text: string,
  {
    x,
    y,
    size,
    bold,
    anchor = 'start',
    rtl,
  }: {
    x: number;
    y: number;
    size: number;
    bold: boolean;
    anchor?: string;
    rtl?: boolean;
  },
): { d: string; width: number } {
  const arabic = ARABIC.test(text);
  const font = fontOf(arabic, bold);
  const buffer = new ShapeBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions();
  const missing = glyphs.find((g) => g.codepoint === 0);
  if (missing) {
    const char = Array.from(text.slice(missing.cluster))[0] ?? '';
    throw new Error(`"${char}" of "${text}" is not in the portal's ${arabic ? 'Arabic ' : ''}font`);
  }
  const scale = size / font.face.upem;
  const width = glyphs.reduce((sum, g) => sum + (g.xAdvance ?? 0), 0) * scale;
  // As SVG has it: the anchor's start and end follow the text's direction property (ltr unless said).
  const endsAtX = (anchor === 'end') === !rtl;
  const left = anchor === 'middle' ? x - width / 2 : endsAtX ? x - width : x;
  let pen = 0;
  const commands: { type: string; points: [number, number][] }[] = [];
  for (const glyph of glyphs) {
    const gx = left + (pen + (glyph.xOffset ?? 0)) * scale;
    const gy = y - (glyph.yOffset ?? 0) * scale;
    for (const { type, values } of font.glyphToJson(glyph.codepoint)) {
      const points: [number, number][] = [];
      for (let i = 0; i < values.length; i += 2)
        points.push([
          Math.round((gx + (values[i] ?? 0) * scale) * 10),
          Math.round((gy - (values[i + 1] ?? 0) * scale) * 10),
        ]);
      commands.push({ type, points });
    }
    pen += glyph.xAdvance ?? 0;
  }
  return { d: pathData(commands), width };
}

/** The SVG with each <text> element in place as a <path> of its outline (fill and opacity kept). */
export function outlineText(svg: string): string {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attrs: string, content: string) => {
    const text = unescaped(content).trim();
    const { d } = outlineOf(text, {
      x: Number(attribute(attrs, 'x') ?? 0),
      y: Number(attribute(attrs, 'y') ?? 0),
      size: Number(attribute(attrs, 'font-size') ?? 16),
      bold:
        Number(attribute(attrs, 'font-weight') ?? 400) >= 600 || attribute(attrs, 'font-weight') === 'bold',
      anchor: attribute(attrs, 'text-anchor'),
      rtl: attribute(attrs, 'direction') === 'rtl',
    });
    const kept = ['fill', 'opacity']
      .map((name) => [name, attribute(attrs, name)])
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    return `<path${kept} d="${d}"/>`;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('pnpm logo-outlines <file.svg ...>: the files whose <text> become outlines');
    process.exit(2);
  }
  for (const file of files) {
    writeFileSync(file, outlineText(readFileSync(file, 'utf8')));
    console.info(`${file}: its words are outlines`);
  }
}
