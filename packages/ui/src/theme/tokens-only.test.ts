import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Component and screen code styles from theme tokens only: a brand restyles everything by its
// token set. The design system's components and the features' screens are both held to it.
const src = path.resolve(import.meta.dirname, '..');
const features = path.resolve(import.meta.dirname, '../../../features/src');
const packages = path.resolve(import.meta.dirname, '../../..');

/** Folders that hold no styling code: the tokens themselves, docs, and the features' test helpers. */
const SKIPPED = new Set(['theme', 'docs', 'test-utils']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return SKIPPED.has(name) ? [] : componentFiles(file);
    // Stories, tests and their helpers assert computed colours; they do not style.
    return /\.tsx?$/.test(name) && !/(\.(stories|test)\.tsx?|^storyHelpers\.ts)$/.test(name) ? [file] : [];
  });
}

/** Literal values a component must take from the theme instead. */
const HARD_CODED = [
  { what: 'a hex colour', pattern: /#[0-9a-f]{3,8}\b/i },
  { what: 'an rgb/hsl colour', pattern: /\b(rgba?|hsla?)\(/ },
  { what: 'a named colour', pattern: /:\s*(white|black|red|green|blue|gray|grey)\s*;/ },
  // em stays allowed: it scales with the token font size around it (icons at 1em, underline offsets).
  { what: 'a pixel or rem size', pattern: /(?<![\w.$])\d*\.?\d+(px|rem)\b/ },
  { what: 'a font family other than inherit', pattern: /font-family:(?!\s*(inherit|\$\{))/ },
];

describe('ui components and feature screens', () => {
  const uiFiles = componentFiles(src);
  const featureFiles = componentFiles(features);
  const files = [...uiFiles, ...featureFiles];

  it('finds the component and screen sources', () => {
    expect(uiFiles.length).toBeGreaterThan(40);
    expect(featureFiles.length).toBeGreaterThan(80);
  });

  it.each(HARD_CODED)('never hard-code $what outside the tokens', ({ pattern }) => {
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${path.relative(packages, file)}:${i + 1}` }))
        // Comments explain; they do not style.
        .filter(({ line }) => !/^(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
        .map(({ at, line }) => `${at}  ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
