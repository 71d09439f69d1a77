import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, relativeLuminance } from './contrast';
import { createTheme } from './createTheme';
import { testTokens } from './testTheme';

// Each brand's palette is checked against every pair in brands/brands.test.ts.

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

describe('contrastFailures', () => {
  it('passes the base palette with a dark primary', () => {
    expect(contrastFailures(createTheme(testTokens))).toEqual([]);
  });

  it('names each pair under its minimum', () => {
    const pale = createTheme({ ...testTokens, colors: { ...testTokens.colors, primary: '#8FD3CC' } });
    const failures = contrastFailures(pale);
    expect(failures).toContainEqual(
      expect.objectContaining({ foreground: 'onPrimary', background: 'primary', required: 4.5 }),
    );
    expect(failures.every((failure) => failure.ratio < failure.required)).toBe(true);
  });
});
