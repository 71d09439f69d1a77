import { describe, expect, it } from 'vitest';
import { outlineOf, outlineText } from './logo-text';

/** Numbers a relative command takes for one segment (a repeated command is implied). */
const arity: Record<string, number> = { m: 2, l: 2, q: 4, c: 6 };

/** The horizontal extent of a path written by outlineOf: where its segments end (tenths rounded). */
function extent(d: string): { min: number; max: number } {
  let x = 0;
  let start = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const [, command = '', args = ''] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === 'z') {
      x = start;
      continue;
    }
    const numbers = (args.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const size = arity[command] ?? 2;
    for (let at = 0; at < numbers.length; at += size) {
      // A segment's end (the last pair) is a point the outline passes through.
      x += numbers[at + size - 2] ?? 0;
      min = Math.min(min, x);
      max = Math.max(max, x);
      if (command === 'm' && at === 0) start = x;
    }
  }
  return { min, max };
}

describe('a logo text as outlines', () => {
  it('places the words where the text was: from x, ending at x, centred on x', () => {
    const at = { y: 40, size: 20, bold: true };
    const start = outlineOf('Nahda', { ...at, x: 62 });
    expect(start.width).toBeGreaterThan(40);
    expect(extent(start.d).min).toBeGreaterThanOrEqual(61);
    expect(extent(start.d).max).toBeLessThanOrEqual(62 + start.width + 1);
    const end = extent(outlineOf('Nahda', { ...at, x: 168, anchor: 'end' }).d);
    expect(end.max).toBeLessThanOrEqual(168);
    expect(end.max).toBeGreaterThan(165);
    const middle = extent(outlineOf('NH', { ...at, x: 28, anchor: 'middle' }).d);
    expect(Math.abs((middle.min + middle.max) / 2 - 28)).toBeLessThan(1.5);
  });

  it('shapes Arabic right to left, its start at x on the right', () => {
    const word = outlineOf('مركز النهضة الطبي', { x: 178, y: 52, size: 14, bold: false, rtl: true });
    const { min, max } = extent(word.d);
    expect(max).toBeLessThanOrEqual(178.5);
    expect(max).toBeGreaterThan(175);
    expect(min).toBeGreaterThan(178 - word.width - 1);
    // The weight is taken: the same word in the bold and the regular font differs.
    expect(outlineOf('النهضة', { x: 0, y: 0, size: 22, bold: true, rtl: true }).d).not.toBe(
      outlineOf('النهضة', { x: 0, y: 0, size: 22, bold: false, rtl: true }).d,
    );
  });

  it('puts a path with the fill and opacity in place of each text, and keeps the rest', () => {
    const svg =
      '<svg viewBox="0 0 240 64"><title id="t">A &amp; B</title><circle r="4"/>' +
      '<text x="72" y="30" font-family="Noto Sans" font-size="20" font-weight="700" fill="#2e1a6b" opacity=".9">A &amp; B</text></svg>';
    const out = outlineText(svg);
    expect(out).not.toContain('<text');
    expect(out).toMatch(
      /^<svg viewBox="0 0 240 64"><title id="t">A &amp; B<\/title><circle r="4"\/><path fill="#2e1a6b" opacity=".9" d="m[^"]+"\/><\/svg>$/,
    );
  });

  it('refuses a letter the portal fonts do not have, naming it', () => {
    expect(() => outlineOf('Łódź', { x: 0, y: 0, size: 12, bold: false })).toThrow(
      /"Ł" of "Łódź" is not in the portal's font/,
    );
  });
});
