// @vitest-environment node
import { type Banner, ROLE_ADMIN, type SessionUser, sessionUser } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '../dashboard/paths';
import { loginData, testBrand } from '../test-utils/fixtures';
import {
  dashboardStore,
  fillPaintedDashboard,
  PAINTED_MARKS,
  prerenderDashboard,
  prerenderPage,
  prerenderSignIn,
} from './prerender';

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

describe('prerenderDashboard', () => {
  const banners: Banner[] = [1, 2, 3].map((id) => ({
    id,
    imagepath: `banner-${id}.webp`,
    alt: `Banner "${id}" & more`,
    imageSet: {
      src: `/api/content/files/banner-${id}-960.webp`,
      srcSet: `/api/content/files/banner-${id}-480.webp 480w, /api/content/files/banner-${id}-960.webp 960w`,
      width: 1600,
      height: 500,
    },
  }));
  const patient = (firstName: string, lastName: string): SessionUser => ({
    ...sessionUser.parse(loginData),
    firstName,
    lastName,
  });
  const rendered = async (user: SessionUser, language: 'en' | 'ar') =>
    (
      await prerenderPage(
        testBrand,
        language,
        DashboardRoute.dashboard,
        dashboardStore({ user, banners }, testBrand, language),
      )
    ).html;

  it.each([
    ['Aisha', 'Khan', 'en'],
    ['Mary Ann', 'Al Nuaimi', 'en'],
    ["O'Brien <b>&", 'Smith "Jr"', 'en'],
    ['عائشة', 'الكعبي', 'ar'],
    ['', '', 'en'],
  ] as const)(
    'filled in for %s %s (%s), is the page the app renders for that patient and those banners',
    async (first, last, language) => {
      const painted = await prerenderDashboard(testBrand, language);
      const user = patient(first, last);
      expect(fillPaintedDashboard(painted.html, { user, banners }, PAINTED_MARKS)).toBe(
        await rendered(user, language),
      );
    },
  );

  it('shows the welcome, the first banner (preloaded, at high priority) and the doctor search, and no mark once filled', async () => {
    const painted = await prerenderDashboard(testBrand, 'en');
    const html =
      fillPaintedDashboard(painted.html, { user: patient('Aisha', 'Khan'), banners }, PAINTED_MARKS) ?? '';
    expect(html).toContain('Welcome, <bdi>Aisha</bdi>');
    expect(html).toContain('Hi <bdi>Aisha</bdi>');
    expect(html).toContain('>AK</span>');
    expect(html).toMatch(
      /<img src="\/api\/content\/files\/banner-1-960.webp" srcSet="[^"]+480w[^"]+" sizes="[^"]+" width="1600" height="500" alt="Banner &quot;1&quot; &amp; more" loading="eager" fetchPriority="high"\/>/,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" imageSrcSet="/api/content/files/banner-1-480.webp 480w',
    );
    expect(html).not.toContain('banner-2');
    expect(html).toContain('Find a Doctor');
    expect(html).not.toMatch(/[\uE000-\uF8FF]|91827[12]/);
    expect(html).not.toContain('<script');
    expect(painted.styles).toMatch(/^<style data-styled="true"/);
  });

  it('is not painted for another role, a default password, fewer than two banners or one without responsive files', async () => {
    const { html } = await prerenderDashboard(testBrand, 'en');
    const user = patient('Aisha', 'Khan');
    const fill = (values: Parameters<typeof fillPaintedDashboard>[1]) =>
      fillPaintedDashboard(html, values, PAINTED_MARKS);
    expect(fill({ user, banners })).not.toBeNull();
    expect(fill({ user: { ...user, roleId: ROLE_ADMIN }, banners })).toBeNull();
    expect(fill({ user: { ...user, isDefaultPassword: true }, banners })).toBeNull();
    expect(fill({ user, banners: banners.slice(0, 1) })).toBeNull();
    const [first, ...rest] = banners as [Banner, ...Banner[]];
    const unresponsive = { ...first, imageSet: { ...first.imageSet, srcSet: '' } };
    expect(fill({ user, banners: [unresponsive, ...rest] })).toBeNull();
    expect(fill({ user: { ...user, firstName: 'A\u2068B' }, banners })).toBeNull();
  });

  it('renders it in Arabic, right to left', async () => {
    const { html } = await prerenderDashboard(testBrand, 'ar');
    expect(html).toContain('dir="rtl" lang="ar"');
    expect(html).not.toContain('Find a Doctor');
  });

  it('is the phone layout, painted below the breakpoint where the signed-in layout stops being it', async () => {
    const page = await prerenderDashboard(testBrand, 'en');
    expect(page.wideQuery).toBe(`(min-width: ${testBrand.theme.breakpoints.md})`);
    // The phone's header: the hospital goes into the menu drawer, the header has none.
    expect(page.html).not.toMatch(/<header[^>]*>(?:(?!<\/header>).)*data-placement="header"/s);
  });
});
