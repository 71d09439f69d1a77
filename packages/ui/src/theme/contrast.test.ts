import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { themes } from './themes';
import type { ThemeColors } from './types';

// Every foreground/background pair a component renders text with. Body text needs 4.5:1 (WCAG 1.4.3).
const textPairs: Array<[foreground: keyof ThemeColors, background: keyof ThemeColors]> = [
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
const uiPairs: Array<[foreground: keyof ThemeColors, background: keyof ThemeColors]> = [
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

describe('contrast helpers', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => relativeLuminance('rgba(0,0,0,0.5)')).toThrow();
  });
});

describe.each(Object.entries(themes))('%s theme', (_name, theme) => {
  it.each(textPairs)('%s on %s meets AA for text (4.5:1)', (foreground, background) => {
    expect(contrastRatio(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s meets 3:1 for UI components', (foreground, background) => {
    expect(contrastRatio(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(3);
  });
});
