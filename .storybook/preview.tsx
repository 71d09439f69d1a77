import type { Decorator, Preview } from '@storybook/react-vite';
import type { BrandSiteConfig } from '../packages/contract/src';
import { type BrandTokens, createTheme, type Locale, type Theme, UIProvider } from '../packages/ui/src';

// Every brand under brands/ is in the toolbar: its tokens and its name, read from its folder.
const brandTokens = import.meta.glob<BrandTokens>('../brands/*/src/tokens.ts', {
  eager: true,
  import: 'tokens',
});
const brandSites = import.meta.glob<BrandSiteConfig>('../brands/*/src/brand.ts', {
  eager: true,
  import: 'site',
});
const brands = Object.entries(brandSites)
  .map(([file, site]) => {
    const tokens = brandTokens[file.replace(/brand\.ts$/, 'tokens.ts')];
    if (!tokens) throw new Error(`${file} has no tokens.ts beside it`);
    return { site, theme: createTheme(tokens) };
  })
  .sort((a, b) => a.site.key.localeCompare(b.site.key));
const themes: Record<string, Theme> = Object.fromEntries(brands.map(({ site, theme }) => [site.key, theme]));
const [first] = brands;
if (!first) throw new Error('No brand under brands/: Storybook needs one (pnpm new-brand)');
const firstBrand = first.site.key;

const isBrand = (value: unknown): value is string => typeof value === 'string' && value in themes;
const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar';

// STORYBOOK_BRAND / STORYBOOK_LOCALE let a test run (or a designer's dev server) start from another
// brand or direction without touching the stories, e.g. STORYBOOK_BRAND=<key> STORYBOOK_LOCALE=ar.
const envBrand: unknown = import.meta.env.STORYBOOK_BRAND;
const envLocale: unknown = import.meta.env.STORYBOOK_LOCALE;

const withUIProvider: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.brand)] ?? first.theme;
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  // The app sets <html lang dir>, and overlays portalled to <body> take their direction from it, so
  // stories do the same. Not on docs pages: they mix English and Arabic stories, each of which gets
  // its direction from its own UIProvider.
  if (context.viewMode === 'story') {
    document.documentElement.lang = locale;
    document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  }
  // A story given `parameters.navigate` has a router, as the app has: links navigate through it.
  return (
    <UIProvider theme={theme} locale={locale} navigate={context.parameters.navigate}>
      <Story />
    </UIProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map(({ site }) => ({ value: site.key, title: site.displayName.en })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'LTR' },
          { value: 'ar', title: 'العربية', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: isBrand(envBrand) ? envBrand : firstBrand,
    locale: isLocale(envLocale) ? envLocale : 'en',
  },
  decorators: [withUIProvider],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // An accessibility violation fails the story's test, in the UI and in `vitest --project storybook`.
    a11y: { test: 'error' },
  },
};

export default preview;
