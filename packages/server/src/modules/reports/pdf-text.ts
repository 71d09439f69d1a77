/**
 * Text on a report PDF in English and Arabic. pdfkit has no bidirectional layout and one font per
 * call: fontkit shapes an Arabic run (joined letter forms, right to left) when it is drawn on its
 * own in an Arabic font, so a line is cut into runs of one script, each drawn in its font, and the
 * runs are placed left to right for English and right to left for Arabic. Numbers, units and Latin
 * names inside an Arabic line stay left to right within their run (the Unicode bidi rule for the
 * text a report holds: words, numbers and units, no nested quotations or brackets).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Direction = 'ltr' | 'rtl';
export type Script = 'arabic' | 'latin';

export interface Run {
  text: string;
  script: Script;
}

/** Noto Sans (Latin) and Noto Sans Arabic, regular and bold, from the fontsource packages. */
export const FONT_FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinBold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  arabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  arabicBold: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
} as const;
export type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;

/** The font files, read once. */
export function fontData(): Record<FontName, Buffer> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, spec]) => [name, readFileSync(require.resolve(spec))]),
    ) as Record<FontName, Buffer>;
  }
  return fonts;
}

/** Arabic letters, marks, digits and punctuation (the blocks Noto Sans Arabic's Arabic subset covers). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

const scriptOf = (ch: string): Script => (ARABIC.test(ch) ? 'arabic' : 'latin');

/**
 * A line cut into runs of one script, in reading (logical) order. Spaces between two characters of
 * the same script stay in that run; a space between two scripts is a run of its own (latin).
 */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  const chars = [...text];
  let current: Run | null = null;
  let pendingSpaces = '';
  for (const ch of chars) {
    if (/\s/.test(ch)) {
      pendingSpaces += ' ';
      continue;
    }
    const script = scriptOf(ch);
    if (current && current.script === script) {
      current.text += pendingSpaces + ch;
    } else {
      if (current) runs.push(current);
      if (pendingSpaces && current) runs.push({ text: pendingSpaces, script: 'latin' });
      current = { text: ch, script };
    }
    pendingSpaces = '';
  }
  if (current) runs.push(current);
  return runs;
}

/**
 * The pieces of a line in the order they are drawn from left to right: the runs reversed for an
 * Arabic line, and an Arabic run cut into its words, right to left, with a space between them
 * (each word is shaped on its own: the Arabic font's space is not drawn with its width).
 */
export function visualOrder(runs: readonly Run[], direction: Direction): Run[] {
  const ordered = direction === 'rtl' ? [...runs].reverse() : [...runs];
  return ordered.flatMap((run) => {
    if (run.script === 'latin') return [run];
    const words = run.text.split(' ').filter(Boolean).reverse();
    return words.flatMap((word, index): Run[] =>
      index === 0
        ? [{ text: word, script: 'arabic' }]
        : [
            { text: ' ', script: 'latin' },
            { text: word, script: 'arabic' },
          ],
    );
  });
}

/** Noto Sans's ascender: the baseline of a line is this many font sizes below its top. */
const ASCENT = 1.069;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color: string;
  /** y is the alphabetic baseline (as in SVG) rather than the top of the line. */
  baseline?: boolean;
}

const fontFor = (script: Script, bold: boolean | undefined): FontName =>
  script === 'arabic' ? (bold ? 'arabicBold' : 'arabic') : bold ? 'latinBold' : 'latin';

/** Draws text of both scripts with the fonts registered under FONT_FILES' names. */
export class PdfText {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly direction: Direction,
  ) {}

  /** Width of one line of text in this style. */
  width(text: string, style: Pick<TextStyle, 'size' | 'bold'>): number {
    return visualOrder(runsOf(text), this.direction).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  private runWidth(run: Run, style: Pick<TextStyle, 'size' | 'bold'>): number {
    this.doc.font(fontFor(run.script, style.bold)).fontSize(style.size);
    return this.doc.widthOfString(run.text);
  }

  /**
   * One line in a box from x to x + width, at the reading start of the box (left for English,
   * right for Arabic) unless `align` says 'end'. Text wider than the box is not cut: wrap first.
   */
  line(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: 'start' | 'end' = 'start',
  ) {
    const runs = visualOrder(runsOf(text), this.direction);
    const total = runs.reduce((sum, run) => sum + this.runWidth(run, style), 0);
    const atRight = (this.direction === 'rtl') === (align === 'start');
    let cursor = atRight ? x + width - total : x;
    // Both fonts on one baseline: their ascents differ, so their line tops do not line up.
    const baseline = style.baseline ? y : y + style.size * ASCENT;
    for (const run of runs) {
      const runWidth = this.runWidth(run, style);
      this.doc
        .font(fontFor(run.script, style.bold))
        .fontSize(style.size)
        .fillColor(style.color)
        .text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cursor += runWidth;
    }
  }

  /** The text cut into lines that fit the width, at spaces (a longer word stands on its own line). */
  wrap(text: string, width: number, style: Pick<TextStyle, 'size' | 'bold'>): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Line height of a style: Arabic needs room for its marks. */
  lineHeight(style: Pick<TextStyle, 'size'>): number {
    return style.size * 1.55;
  }

  /** A wrapped paragraph; answers the y below it. */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: 'start' | 'end' = 'start',
  ) {
    let top = y;
    for (const line of this.wrap(text, width, style)) {
      this.line(line, x, top, width, style, align);
      top += this.lineHeight(style);
    }
    return top;
  }
}
