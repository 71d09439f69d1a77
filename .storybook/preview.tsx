import type { Decorator, Preview } from '@storybook/react-vite';
import { type Locale, themes, UIProvider } from '../packages/ui/src';

type Brand = keyof typeof themes;

const isBrand = (value: unknown): value is Brand => typeof value === 'string' && value in themes;
const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar';

// STORYBOOK_BRAND / STORYBOOK_LOCALE let a test run (or a designer's dev server) start from another
// brand or direction without touching the stories, e.g. STORYBOOK_BRAND=colab STORYBOOK_LOCALE=ar.
const envBrand: unknown = import.meta.env.STORYBOOK_BRAND;
const envLocale: unknown = import.meta.env.STORYBOOK_LOCALE;

const withUIProvider: Decorator = (Story, context) => {
  const brand = isBrand(context.globals.brand) ? context.globals.brand : 'aldhannah';
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  // The app sets <html lang dir>, and overlays portalled to <body> take their direction from it, so
  // stories do the same. Not on docs pages: they mix English and Arabic stories, each of which gets
  // its direction from its own UIProvider.
  if (context.viewMode === 'story') {
    document.documentElement.lang = locale;
    document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  }
  return (
    <UIProvider theme={themes[brand]} locale={locale}>
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
        items: [
          { value: 'aldhannah', title: 'Al Dhannah' },
          { value: 'colab', title: 'Colab' },
        ],
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
    brand: isBrand(envBrand) ? envBrand : 'aldhannah',
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
