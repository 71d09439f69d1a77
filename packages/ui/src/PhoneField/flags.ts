// The flag of every two-letter code as an SVG file of flag-icons (4:3), by upper-case ISO code.
// `?no-inline` keeps each SVG a separate asset even when it is small, so this module is only a table
// of file URLs; PhoneField loads it on demand and the browser fetches just the flags it shows.
const files = import.meta.glob<string>('./??.svg', {
  base: '../../node_modules/flag-icons/flags/4x3/',
  eager: true,
  query: '?no-inline',
  import: 'default',
});

export const flagUrls: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([file, url]) => [file.slice(-6, -4).toUpperCase(), url]),
);
