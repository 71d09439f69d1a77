import type { Theme, ThemeColors } from './types';

/** WCAG 2.x relative luminance of an sRGB colour written as #rgb or #rrggbb. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Expected an opaque hex colour, got ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

// Every foreground/background pair a component renders text with. Body text needs 4.5:1 (WCAG 1.4.3).
export const textPairs: Array<[foreground: keyof ThemeColors, background: keyof ThemeColors]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceAlt'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryPressed'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['primary', 'primarySubtle'],
  ['primaryHover', 'primarySubtle'],
  ['danger', 'surface'],
  ['danger', 'background'],
  ['success', 'surface'],
  ['success', 'background'],
  ['warning', 'surface'],
  ['info', 'surface'],
  // Alerts and badges: the tone colour (title, badge text) and body text on each tone's tint.
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['danger', 'dangerSubtle'],
  ['info', 'infoSubtle'],
  ['text', 'successSubtle'],
  ['text', 'warningSubtle'],
  ['text', 'dangerSubtle'],
  ['text', 'infoSubtle'],
  ['textMuted', 'primarySubtle'],
  ['text', 'primarySubtle'],
  // Tooltips are drawn inverted: surface-coloured text on the text colour.
  ['surface', 'text'],
  // Selected calendar days and list items (count badges use onDanger on danger, step markers
  // onPrimary on primary, table headers and disabled controls text/textMuted on surfaceAlt: above).
  ['primaryPressed', 'primarySubtle'],
];

// Non-text UI (control outlines, focus ring) needs 3:1 against what it sits on (WCAG 1.4.11).
export const uiPairs: Array<[foreground: keyof ThemeColors, background: keyof ThemeColors]> = [
  ['borderStrong', 'surface'],
  ['focus', 'surface'],
  ['focus', 'background'],
  // Filled parts of progress bars, meters, switches and checked boxes against their track or page.
  ['primary', 'surfaceAlt'],
  ['success', 'surfaceAlt'],
  ['warning', 'surfaceAlt'],
  ['danger', 'surfaceAlt'],
  ['borderStrong', 'surfaceAlt'],
  ['borderStrong', 'background'],
  ['focus', 'surfaceAlt'],
];

/** A pair of theme colours that misses its WCAG minimum, with the ratio it has. */
export interface ContrastFailure {
  foreground: keyof ThemeColors;
  background: keyof ThemeColors;
  ratio: number;
  required: 4.5 | 3;
}

/** Every text pair under 4.5:1 and every UI pair under 3:1 of a theme; empty when it passes AA. */
export function contrastFailures(theme: Pick<Theme, 'colors'>): ContrastFailure[] {
  const check = (pairs: typeof textPairs, required: 4.5 | 3) =>
    pairs.flatMap(([foreground, background]) => {
      const ratio = contrastRatio(theme.colors[foreground], theme.colors[background]);
      return ratio >= required ? [] : [{ foreground, background, ratio, required }];
    });
  return [...check(textPairs, 4.5), ...check(uiPairs, 3)];
}
