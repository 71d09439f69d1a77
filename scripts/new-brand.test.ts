import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contrastFailures } from '../packages/ui/src/theme/contrast';
import { createTheme } from '../packages/ui/src/theme/createTheme';
import { BrandError, createBrand, deriveTokens, initialsOf, type NewBrand } from './new-brand';

let root: string;
const request: NewBrand = {
  key: 'nahda',
  name: 'Nahda Medical Centre',
  nameAr: 'مركز النهضة الطبي',
  primary: '#8A1C3B',
  facility: 'NH10',
};

beforeEach(() => {
  // A repository with one brand already: facility ZZ10 on the first development port. Inside this
  // repository's test-results (ignored), where the test runner may load the brand's files.
  const scratch = path.resolve(import.meta.dirname, '../test-results');
  mkdirSync(scratch, { recursive: true });
  root = mkdtempSync(path.join(scratch, 'new-brand-'));
  mkdirSync(path.join(root, 'brands', 'first', 'src'), { recursive: true });
  writeFileSync(
    path.join(root, 'brands', 'first', 'src', 'brand.ts'),
    "export const site = { key: 'first', facilityId: 'ZZ10', devPortOffset: 0, hosts: [] };\n",
  );
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(root, 'brands', request.key, file), 'utf8');

describe('pnpm new-brand', () => {
  it('writes the brand folder: site, tokens that pass AA, seed, logo with initials, app files', async () => {
    await createBrand(root, request);
    const site = read('src/brand.ts');
    expect(site).toContain("key: 'nahda'".replace(/'/g, '"'));
    expect(site).toContain('"NH10"');
    // The next free development port and the brand's own host name.
    expect(site).toMatch(/devPortOffset: 1\b/);
    expect(site).toContain('"portal.nahda.ae"');
    expect(read('package.json')).toContain('"name": "@portal/brand-nahda"');
    expect(read('src/seed.ts')).toContain('"privacy-policy"');
    // The logo's words are outlines (logo-text.ts): the initials in white on the mark, the name in
    // the primary colour; its title names the hospital.
    const logo = read('src/assets/logo.svg');
    expect(logo).not.toContain('<text');
    expect(logo).toContain('<title id="t">Nahda Medical Centre</title>');
    expect(logo).toMatch(/<path fill="#fff" d="m[^"]+"\/><path fill="#8A1C3B" d="m[^"]+"\/><\/svg>/);
    expect(read('src/assets/logo-ar.svg')).toContain('<title id="t">مركز النهضة الطبي</title>');
    expect(read('src/assets/logo-ar.svg')).not.toContain('<text');
    expect(read('index.html')).toContain('<title>Nahda Medical Centre · Patient Portal</title>');
    expect(read('src/tokens.ts')).toContain('"#8A1C3B"');
  });

  it('refuses a key that exists, and changes nothing', async () => {
    await expect(createBrand(root, { ...request, key: 'first' })).rejects.toThrow(
      new BrandError('brands/first exists already: choose another key'),
    );
    expect(readFileSync(path.join(root, 'brands', 'first', 'src', 'brand.ts'), 'utf8')).toContain('ZZ10');
  });

  it.each(['Nahda', 'nahda_centre', '1nahda', 'nahda-', '@nahda', 'na..hda'])(
    "refuses '%s', which cannot end the package name @portal/brand-<key>",
    async (key) => {
      await expect(createBrand(root, { ...request, key })).rejects.toThrow(/is not a valid brand key/);
    },
  );

  it('refuses a colour it cannot make accessible and names the failing pair', async () => {
    await expect(createBrand(root, { ...request, primary: '#FFE066' })).rejects.toThrow(
      /cannot be made accessible as a primary colour: .*onPrimary on primary is 1\.\d+:1 \(needs 4\.5:1\)/,
    );
    expect(() => read('package.json')).toThrow();
  });

  it("refuses another brand's facility and a malformed one", async () => {
    await expect(createBrand(root, { ...request, facility: 'ZZ10' })).rejects.toThrow(
      'facility ZZ10 belongs to brands/first already',
    );
    await expect(createBrand(root, { ...request, facility: 'nh10' })).rejects.toThrow(/not a facility id/);
  });
});

describe('deriveTokens', () => {
  it.each(['#0B6B63', '#4B2A8C', '#8A1C3B', '#1F5FA8', '#B42318', '#2D6A0F', '#5A5A5A', '#006D77'])(
    'makes a palette around %s that passes every AA pair of the design system',
    (primary) => {
      const { tokens, failures } = deriveTokens('x', primary);
      expect(failures).toEqual([]);
      expect(contrastFailures(createTheme(tokens))).toEqual([]);
      expect(tokens.colors.primary).toBe(primary);
    },
  );

  it('keeps the primary as given and reports what fails for a light one', () => {
    const { failures } = deriveTokens('x', '#7FD1C7');
    expect(failures.length).toBeGreaterThan(0);
  });
});

describe('initialsOf', () => {
  it('takes the initials of the words that are not common to every hospital name', () => {
    expect(initialsOf('Nahda Medical Centre')).toBe('N');
    expect(initialsOf('Al Noor Hospital')).toBe('AN');
    expect(initialsOf('Medical Centre')).toBe('MC');
  });
});
