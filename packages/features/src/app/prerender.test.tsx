// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testBrand } from '../test-utils/fixtures';
import { prerenderSignIn } from './prerender';

describe('prerenderSignIn', () => {
  it('renders the sign-in form in English with the styles of every class it uses', async () => {
    const page = await prerenderSignIn(testBrand, 'en');
    expect(page.html).toContain('>Mobile number</label>');
    expect(page.html).toContain('>Password</label>');
    expect(page.html).toMatch(/<input[^>]*name="mobile"/);
    expect(page.html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(page.html).toContain('href="/home/register"');
    expect(page.html).not.toContain('<script');
    const classes = new Set(
      [...page.html.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names?.split(' ') ?? []),
    );
    const styled = [...classes].filter((name) => !name.startsWith('sc-'));
    expect(styled.length).toBeGreaterThan(10);
    for (const name of styled) expect(page.styles, name).toContain(`.${name}`);
    // styled-components' own element, with the marks it reads to take the rules over in the browser.
    expect(page.styles).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+">/);
    const marked = new Set(
      [...page.styles.matchAll(/\[id="[\w-]+"\]\{content:"([^"]*)"\}/g)].flatMap(([, names]) =>
        (names ?? '').split(',').filter(Boolean),
      ),
    );
    for (const name of styled) expect(marked, name).toContain(name);
    expect(page.wideQuery).toBe(`(min-width: ${testBrand.theme.breakpoints.lg})`);
  });

  it('renders it in Arabic, right to left, with right-to-left styles', async () => {
    const [en, ar] = [await prerenderSignIn(testBrand, 'en'), await prerenderSignIn(testBrand, 'ar')];
    expect(ar.html).toContain('dir="rtl" lang="ar"');
    expect(ar.html).not.toContain('>Mobile number</label>');
    expect(ar.html).toContain('>كلمة المرور</label>');
    expect(ar.styles).not.toBe(en.styles);
  });
});
