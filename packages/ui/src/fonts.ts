// Bundled from npm, never fetched from a font CDN: the portal must work behind hospital proxies and
// CSP. Only the latin and arabic subsets, in the three weights of the type scale (and one weight of
// the monospace face, for codes and reference numbers that must line up); the browser
// downloads a face only when text on the page needs it.
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-mono/latin-400.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
