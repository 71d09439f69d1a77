import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import { SIGN_IN_MODULES, SIGNED_IN_MODULES } from './first-load.mjs';
import { landingChunks } from './landing-chunks.ts';
import { buildKinds, precompress } from './precompress.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The languages the portal speaks (features i18n/languages.ts). */
const LANGUAGES = ['en', 'ar'] as const;

/**
 * The plugins of both builds of a brand, the browser's and the prerendered page's (whose asset
 * addresses must come out the same). React Aria ships its built-in labels in 34 languages; the portal
 * speaks two.
 */
const sourcePlugins = () => [
  stableComponentIds(),
  optimizeLocales.vite({ locales: [...LANGUAGES] }),
  react(),
];

const STYLED_IDS = 'portal:styled-component-ids';

/**
 * Gives every styled component of the portal's packages an id made from its file and its place in
 * it, the same in the prerendered page's build and the browser's. styled-components otherwise counts
 * components in the order their modules load, which differs between the two, and its class names
 * are hashes of that id: with equal ids the app finds the painted page's rules already in place
 * (styled-components takes them over from their style element) instead of compiling and inserting
 * them again at start-up. Each module's `import styled from 'styled-components'` becomes that
 * import plus `const styled = styledWithIds(...)`, which hands every `styled.tag` and `styled(Part)`
 * its `withConfig({ componentId })`.
 */
function stableComponentIds(): Plugin {
  const resolved = `\0${STYLED_IDS}`;
  const IMPORT = /^import styled((?:,\s*\{[^}]*\})?) from 'styled-components';$/m;
  return {
    name: 'portal-styled-component-ids',
    enforce: 'pre',
    resolveId: (id) => (id === STYLED_IDS ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? [
            'export function styledWithIds(styled, file) {',
            '  let count = 0;',
            "  const withId = (make) => make.withConfig({ componentId: file + '-' + count++ });",
            '  return new Proxy(styled, {',
            '    apply: (target, self, args) => withId(Reflect.apply(target, self, args)),',
            '    get: (target, key) => {',
            '      const value = Reflect.get(target, key);',
            "      return typeof value === 'function' && 'withConfig' in value ? withId(value) : value;",
            '    },',
            '  });',
            '}',
          ].join('\n')
        : undefined,
    transform(code, id) {
      if (!/[\\/]packages[\\/](ui|features)[\\/]src[\\/][^?]*\.tsx?$/.test(id)) return undefined;
      const found = code.match(IMPORT);
      if (!found) return undefined;
      const file = path.relative(REPO, id).split(path.sep).join('/');
      const key = `c${createHash('sha256').update(file).digest('hex').slice(0, 8)}`;
      return {
        code: code.replace(
          found[0],
          `import styledBase${found[1]} from 'styled-components';\n` +
            `import { styledWithIds } from '${STYLED_IDS}';\n` +
            `const styled = styledWithIds(styledBase, '${key}');`,
        ),
        map: null,
      };
    },
  };
}

/**
 * Logos and banners stay files: index.html already paints the logo from its file, and a picture
 * inlined as base64 would weigh on the sign-in's first-load JavaScript (the clean-clone build inlined
 * the 3 kB logo: +0.5 kB gzip, over the ceiling).
 */
const keepSvgFiles = (file: string) => (file.endsWith('.svg') ? false : undefined);

/**
 * Writes a .br and a .gz beside every text file of the build (scripts/precompress.mjs), once, at the
 * highest levels; a file whose content was compressed by an earlier build (a chunk the change did not
 * touch, the other brand's copy of a shared file) reuses that result. `pnpm start` asks for gzip only
 * (PORTAL_PRECOMPRESS=gz) and writes the Brotli copies once the portal is up.
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir, buildKinds());
    },
  };
}

/**
 * The browser's ICU data (the languages' rules for dates, numbers and text), which the app's first
 * Intl call (react-aria's, as its module loads) would load on the page's main thread: 50-90 ms on a
 * blank page and 66-200 ms on the dashboard of a two-core machine, 4x that on Lighthouse's phone.
 * - LOAD_ICU loads it at once: the painted sign-in page's script, before the paint, where no task
 *   counts as blocking (the app's code comes soon after).
 * - IDLE_ICU loads it in an idle moment while the chunks download: index.html's preload script.
 * - WARM_ICU has a worker load it, first thing in auth.html's starter. ICU's data and caches belong
 *   to the browser's renderer process and are shared by its threads: once a worker has loaded them,
 *   the page's own first Intl calls find them ready (0.0-0.3 ms in place of 55-90 on a blank page;
 *   the painted dashboard's, 1.3-1.7 s in, 0.3-0.9 ms in place of 110-200 for IDLE_ICU's task; the
 *   worker costs the page 2-10 ms to start). On index.html it did not pay: its file was not fetched
 *   400-650 ms into the painted sign-in page, when react-aria's first call came, and the form was
 *   painted later (applied slow 4G and 4x CPU, Colab, 5 visits each: 1.85 s against 1.60).
 */
const LOAD_ICU = 'try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language])}catch(e){}';
const IDLE_ICU = `(window.requestIdleCallback||setTimeout)(function(){${LOAD_ICU}});`;
const ICU_WORKER_SOURCE = `${LOAD_ICU}try{new Intl.NumberFormat(navigator.language).format(1)}catch(e){}close()`;
const ICU_WORKER_FILE = `assets/icu-${createHash('sha256').update(ICU_WORKER_SOURCE).digest('hex').slice(0, 8)}.js`;
const WARM_ICU = `try{new Worker('/${ICU_WORKER_FILE}')}catch(e){}`;

/** What preloadByPath wrote into index.html: its script element, and the signed-in landing's files. */
interface PreloadsMade {
  tag?: string;
  signedIn?: string[];
}

/**
 * Which lazy chunks a page gets ahead, by the address it is opened at: /auth/... the signed-in
 * landing's, / and /home/... the sign-in route's; other pages (the valet mock-ups, an unknown
 * address) none. A tiny inline script in index.html adds their modulepreload links (the chunks and
 * what they import) before the entry runs, so the browser fetches them alongside the entry, all in
 * one round trip, and a signed-in page never fetches the login code. While they download it has
 * the browser load its ICU data (IDLE_ICU, above). The server allows this one script by its hash in the
 * Content-Security-Policy (packages/server/src/http/static.ts).
 */
function preloadByPath(made: PreloadsMade): Plugin {
  return {
    name: 'portal-preload-by-path',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ICU_WORKER_FILE, source: ICU_WORKER_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (patterns: readonly RegExp[]) => {
          const wanted = new Set<string>();
          const add = (chunk: Rollup.OutputChunk) => {
            if (wanted.has(chunk.fileName)) return;
            wanted.add(chunk.fileName);
            for (const name of chunk.imports) {
              const dep = byName.get(name);
              if (dep) add(dep);
            }
          };
          for (const pattern of patterns) {
            // A module of a chunk group (the start-up store) is in that group's chunk.
            const chunk =
              chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId)) ??
              chunks.find((c) => c.moduleIds.some((id) => pattern.test(id)));
            if (!chunk) throw new Error(`No chunk for ${pattern}: a preloaded route must stay a lazy chunk`);
            add(chunk);
          }
          // What index.html loads already (the entry and its imports) is left out.
          return [...wanted].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        };
        const signedIn = closure(SIGNED_IN_MODULES);
        const lists = JSON.stringify([signedIn, closure(SIGN_IN_MODULES)]);
        const script =
          `(function(){var p=location.pathname.toLowerCase(),l=${lists},` +
          'f=/^\\/auth(\\/|$)/.test(p)?l[0]:/^\\/(home(\\/|$)|$)/.test(p)?l[1]:[];' +
          "f.forEach(function(h){var e=document.createElement('link');e.rel='modulepreload';" +
          "e.crossOrigin='';e.href=h;document.head.appendChild(e)});" +
          `${IDLE_ICU}})()`;
        // Before the stylesheet: an inline script waits for the style sheets above it to load.
        const entry = html.indexOf('<script type="module"');
        if (entry === -1) throw new Error('index.html has no entry script');
        made.tag = `<script>${script}</script>\n    `;
        made.signedIn = signedIn;
        return `${html.slice(0, entry)}${made.tag}${html.slice(entry)}`;
      },
    },
  };
}

/**
 * The entry's style sheet (the fonts' @font-face rules, 1.7 kB) inlined into index.html. As a file it
 * blocked the first paint and every script, and over HTTP/1.1 it queued behind the preloaded
 * chunks: on Lighthouse's slow 4G the page painted 1.2 s after its HTML had arrived, waiting for it.
 */
function inlineStyleSheets(): Plugin {
  return {
    name: 'portal-inline-style-sheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        // A lazy chunk's import first loads the style sheets Vite lists for it (the entry's, here)
        // unless a <link rel="stylesheet"> of that address is in the page. The link stays, disabled
        // (a disabled style sheet is neither fetched nor applied), beside the rules inlined.
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const sheet = bundle[file];
            if (sheet?.type !== 'asset') return link;
            return `<style>${String(sheet.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/** What the build of the prerendered page writes (a bundle for Node, read once and dropped). */
const PRERENDER_CACHE = path.join(REPO, 'node_modules/.cache/portal-prerender');
const PRERENDER_MODULE = path.join(REPO, 'packages/features/src/app/prerender.tsx');

/** The store's localStorage keys (features store/store.ts), as prerender.tsx passes them on. */
interface StorageKeys {
  session: string;
  preferences: string;
  banners: string;
}

/** A page of one language, prerendered (features app/prerender.tsx). */
interface Rendered {
  language: string;
  html: string;
  styles: string;
  /** Painted only below it: from there the layout is not the phone's. */
  wideQuery: string;
}

/** What the build of the prerendered pages gives: both pages in each language, and how to fill in the dashboard. */
interface Prerendered {
  keys: StorageKeys;
  brandKey: string;
  signIn: Rendered[];
  dashboard: Rendered[];
  /** fillPaintedDashboard's source text and its marks, for index.html's script to run. */
  fill: string;
  marks: unknown;
}

/**
 * auth.html's code asked for once the painted dashboard's main picture is on screen: the entry
 * script, its module preloads and preloadByPath's script (its signed-in list) leave the head for one
 * script after the painting one, which adds them at once when nothing was painted (a wide screen, another address),
 * else once the first banner's picture is on screen (or 1.5 s at the most). Over HTTP/1.1's
 * six connections and a slow line, the picture (8 kB) otherwise shared the line with the landing's
 * 37 chunks (330 kB) and came with the last of them: Lighthouse's slow 4G showed it at 3.2-3.8 s.
 * The patient sees the dashboard first; the app starts that much later (about one picture's
 * download), having had nothing to show before it anyway.
 */
function codeAfterPaintedPicture(html: string, paint: string, { tag, signedIn }: PreloadsMade): string {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  if (!tag || !signedIn || !html.includes(tag) || !entry || !html.includes(paint))
    throw new Error('index.html has not the scripts it had');
  let page = html.replace(tag, '').replace(entry[0], '');
  for (const [link] of modules) page = page.replace(link, '');
  // The entry's imports, then the signed-in landing's chunks (auth.html is only sent under /auth),
  // six at a time, a task each: from the browser's cache, adding the 37 at once was one task of
  // 40 ms (each file read and compiled in it), 160 ms on a phone's CPU.
  const files = [...modules.map(([, href]) => href), ...signedIn];
  const starter =
    `(function(){${WARM_ICU}var t=0,q=${JSON.stringify(files)},s=function(){if(t)return;t=1;` +
    `var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entry[1])};document.head.appendChild(e);` +
    "(function n(){q.splice(0,6).forEach(function(h){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=h;document.head.appendChild(e)});if(q.length)setTimeout(n,0)})()}," +
    "r=document.getElementById('root'),i=r&&r.hasAttribute('data-painted')&&r.querySelector('main img'),P=window.PerformanceObserver;" +
    'if(!i)return s();setTimeout(s,1500);' +
    // The browser's word that the picture is on screen: its largest-contentful-paint entry. Where
    // there is none (Safari), the frame after the one following its load.
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0){" +
    "new P(function(l,o){l.getEntries().forEach(function(e){if(e.element===i){o.disconnect();setTimeout(s,0)}})}).observe({type:'largest-contentful-paint',buffered:true});return}" +
    'var g=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(s,0)})})};' +
    "if(i.complete)g();else{i.addEventListener('load',g);i.addEventListener('error',s)}})()";
  return page.replace(paint, () => `${paint}<script>${starter}</script>`);
}

/** The signed-in pages' HTML (the server sends it for /auth/...): index.html with the dashboard painted in place of the sign-in page. */
const SIGNED_IN_HTML = 'auth.html';

type Page = 'signin' | 'dashboard';

/**
 * Each language's page as the text of a script element of a type no browser runs (text/html): the
 * parser only scans it for its end, where a <template> had it build the markup of both languages
 * (the dashboard's is 33 kB a language) on every visit, and the filling script read it back as
 * text. The markup has no script element of its own (nor could it: that would end this one).
 */
const templates = (page: Page, rendered: Rendered[]) =>
  rendered
    .map(({ language, html, styles }) => {
      const markup = `${styles}${html}`;
      if (/<\/?script/i.test(markup)) throw new Error(`The prerendered ${page} page has a script element`);
      return `<script type="text/html" id="prerendered-${page}-${language}">${markup}</script>`;
    })
    .join('');

/**
 * Picks the prerendered page for the visitor, before the first paint, on a phone-sized screen, in
 * the stored language (English when none): at a sign-in address for a visitor with no stored
 * session, the sign-in page; at /auth/dashboard for a stored session, the dashboard, with the stored
 * patient's name and the banners kept from last time filled in (features app/prerender.tsx,
 * fillPaintedDashboard, whose source text `fill` is: the same function its tests check), when they
 * are the brand's in that language and the page can be painted for them. Its markup replaces the
 * splash in #root, its styled-components style element goes to
 * the head, and #root is marked with the language (data-painted): the app hydrates that markup
 * (features app/startPortal.tsx) and removes the mark once its first screen is hydrated (features
 * app/prerendered.ts). Until then a form sent is held back (without the app it would put what was
 * typed into the address) and marked, and the app sends it; the last other button pressed (the
 * language switch, show password) is marked, and the app presses it, unless React is pressing it
 * already: React hydrates the layout (the header's language switch) before the screen, and hydrates
 * a part at once to deliver a press on it; a button React's design system is pressing has
 * react-aria's `data-pressed` when the pointer (or key) comes up, before the click (pressed again by
 * the app, the language switched there and back). The listeners are on the document's capture
 * phase: they run before React's on #root, which drops a press on markup it has not hydrated yet.
 */
function choosePrerendered(page: Page, prerendered: Prerendered) {
  const { keys, brandKey, fill, marks } = prerendered;
  const wideQuery = (page === 'signin' ? prerendered.signIn : prerendered.dashboard)[0]?.wideQuery ?? '';
  // The sign-in page: at /, /home or /home/login with no stored session. The dashboard: at
  // /auth/dashboard with one, filled in.
  const address =
    page === 'signin'
      ? `if(!/^\\/(home(\\/(login)?)?\\/?)?$/.test(p)||v)return;`
      : "if(p!=='/auth/dashboard'||!v)return;";
  const filled =
    page === 'signin'
      ? ''
      : `var b=JSON.parse(localStorage.getItem(${JSON.stringify(keys.banners)})||'null');` +
        `if(!b||b.brandName!==${JSON.stringify(brandKey)}||b.lang!==l)return;` +
        `m=(${fill})(m,{user:v,banners:b.banners},${JSON.stringify(marks)});if(m===null)return;`;
  // The sign-in page's app needs the browser's ICU data as soon as its code runs: loaded here, before
  // the paint (LOAD_ICU). The dashboard's starter has a worker load it (WARM_ICU; here it was 60-100
  // ms of a phone's CPU in the painting task).
  const loadIcu = page === 'signin' ? LOAD_ICU : '';
  return (
    `(function(){try{var p=location.pathname.toLowerCase();` +
    `if(matchMedia(${JSON.stringify(wideQuery)}).matches)return;` +
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(keys.session)})||'{}'),v=s.user&&JSON.parse(s.user);` +
    address +
    `var f=JSON.parse(localStorage.getItem(${JSON.stringify(keys.preferences)})||'{}'),l=f.language?JSON.parse(f.language):'en';` +
    `var t=document.getElementById('prerendered-${page}-'+l),r=document.getElementById('root');if(!t||!r)return;` +
    'var m=t.textContent;' +
    filled +
    "var e=document.createElement('template');e.innerHTML=m;var c=e.content;" +
    loadIcu +
    "[].forEach.call(c.querySelectorAll('style'),function(e){document.head.appendChild(e)});" +
    "r.replaceChildren(c);r.setAttribute('data-painted',l);var h=document.documentElement;h.lang=l;h.dir=l==='ar'?'rtl':'ltr';" +
    "var a=function(){return r.hasAttribute('data-painted')},d=null," +
    "g=function(e){return a()&&e.target.closest&&e.target.closest('button')}," +
    "u=function(e){var b=g(e);d=b&&b.hasAttribute('data-pressed')?b:null};" +
    "document.addEventListener('submit',function(e){if(a()){e.preventDefault();r.setAttribute('data-submitted','')}},true);" +
    "document.addEventListener('pointerup',u,true);document.addEventListener('keyup',u,true);" +
    "document.addEventListener('click',function(e){var b=g(e);" +
    "if(b&&b.type!=='submit'&&r.contains(b)&&d!==b)" +
    "r.setAttribute('data-pressed',[].indexOf.call(r.querySelectorAll('button'),b))},true)" +
    '}catch(e){}})()'
  );
}

/**
 * The sign-in page and the dashboard prerendered into the HTML, in each language: a phone shows the
 * page as soon as the HTML is in (about a second on a slow 4G line), not once the JavaScript has
 * arrived and run (four). The brand's config and features/app/prerender.tsx are built for Node
 * beside the client build, with the same plugins (asset addresses come out the same), and rendered
 * with React's static renderer and styled-components' server style sheet. Each page and language is
 * the text of an inert script element (`templates`) and a small inline script, allowed by its hash like the
 * preload script, shows the right one (choosePrerendered). index.html holds the sign-in page's;
 * auth.html, which the server sends for the signed-in addresses (/auth/...), is the same page with
 * the dashboard's instead: neither visitor downloads the other's.
 */
function prerenderPages(preloads: PreloadsMade): Plugin {
  let pages: Promise<Prerendered> | undefined;
  return {
    name: 'portal-prerender-pages',
    apply: 'build',
    buildStart() {
      if (this.environment.config.consumer !== 'client') return;
      const root = this.environment.config.root;
      const outDir = path.join(PRERENDER_CACHE, `${path.basename(root)}-${process.pid}`);
      pages = (async () => {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: sourcePlugins(),
          ssr: { noExternal: true },
          build: {
            ssr: true,
            outDir,
            emptyOutDir: true,
            target: 'node20',
            assetsInlineLimit: keepSvgFiles,
            rolldownOptions: {
              input: { brand: path.join(root, 'src', 'brand.config.ts'), prerender: PRERENDER_MODULE },
            },
          },
        });
        try {
          const load = (name: string) => import(pathToFileURL(path.join(outDir, `${name}.js`)).href);
          const [{ brand }, prerender] = await Promise.all([load('brand'), load('prerender')]);
          const signIn: Rendered[] = [];
          const dashboard: Rendered[] = [];
          // One after the other: i18next is one instance, showing one language at a time.
          for (const language of LANGUAGES) {
            signIn.push({ language, ...(await prerender.prerenderSignIn(brand, language)) });
            dashboard.push({ language, ...(await prerender.prerenderDashboard(brand, language)) });
          }
          return {
            keys: prerender.STORAGE_KEYS as StorageKeys,
            brandKey: brand.key as string,
            signIn,
            dashboard,
            fill: String(prerender.fillPaintedDashboard),
            marks: prerender.PAINTED_MARKS,
          };
        } finally {
          await rm(outDir, { recursive: true, force: true });
        }
      })();
      // Awaited in transformIndexHtml; a failure there fails the build (this only keeps Node quiet).
      pages.catch(() => {});
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!pages) return html;
        const prerendered = await pages;
        const script = `<script>${choosePrerendered('signin', prerendered)}</script>`;
        // The templates before #root, the script after it: it runs as the parser reaches it, with
        // both in the document and nothing painted yet.
        const at = html.indexOf('<div id="root">');
        const end = html.lastIndexOf('</body>');
        if (at === -1 || end === -1) throw new Error('index.html has no <div id="root"> or </body>');
        return `${html.slice(0, at)}${templates('signin', prerendered.signIn)}\n    ${html.slice(at, end)}  ${script}\n  ${html.slice(end)}`;
      },
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (!pages) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('The build wrote no index.html');
        const prerendered = await pages;
        const html = String(index.source);
        const swaps = [
          [templates('signin', prerendered.signIn), templates('dashboard', prerendered.dashboard)],
          [choosePrerendered('signin', prerendered), choosePrerendered('dashboard', prerendered)],
        ] as const;
        let signedIn = html;
        for (const [from, to] of swaps) {
          if (!signedIn.includes(from)) throw new Error('index.html has not the sign-in page prerendered');
          signedIn = signedIn.replace(from, () => to);
        }
        signedIn = codeAfterPaintedPicture(
          signedIn,
          `<script>${choosePrerendered('dashboard', prerendered)}</script>`,
          preloads,
        );
        this.emitFile({ type: 'asset', fileName: SIGNED_IN_HTML, source: signedIn });
      },
    },
  };
}

/**
 * The design-system parts the sign-in form shows (and the media query hook its layout asks), kept
 * in one chunk. Each lazy screen shares a different handful of them, and left alone the bundler cuts them into many small shared chunks
 * (49 files on the sign-in's first load). These are loaded on every visit anyway, so one chunk costs
 * no other page anything.
 */
const SIGN_IN_UI =
  /packages[\\/]ui[\\/]src[\\/](Button|Card|Heading|Link|PasswordField|PhoneField[\\/](Flag|PhoneField|countries)|Spinner|Stack|Text|TextField|VisuallyHidden|Toast|theme[\\/]media|internal[\\/](IconButton|field\.styles|focusRing|icons))[.\\/]/;

/**
 * The store the app makes first on every visit (startPortal's first part, app/runtime.ts) and the
 * small modules around it, kept in one chunk: left to the bundler they were four files (two of them
 * under 120 bytes), each a request of its own on the first load.
 */
const START_UP_STORE =
  /packages[\\/]features[\\/]src[\\/](app[\\/]runtime|store[\\/](hooks|session|storage|store)|preferences[\\/]slice|dashboard[\\/]paths)\.tsx?$/;

/**
 * The small modules the sign-in route shares with the signed-in landing and most screens (the
 * language switch, the server's messages and their words, the UAE PASS
 * calls and config, the login flow's steps), kept in one chunk of about 3 kB gzip. Left to the
 * bundler each was a file of 0.3-0.9 kB, eight requests on the sign-in's first load and six on a
 * signed-in page's, each a round trip and a queue slot over HTTP/1.1. Every visit loads the chunk;
 * a screen that needs one of them finds it loaded.
 */
const SIGN_IN_SHARED =
  /packages[\\/](features[\\/]src[\\/](i18n[\\/](LanguageSwitch|useMessageText|useRuleText)|api[\\/](errors|messages)|uaepass[\\/]api|auth[\\/]loginFlow)|contract[\\/]src[\\/]uaepassConfig)\.tsx?$/;

/**
 * The libraries the store is made with (Redux Toolkit and its query layer, immer, react-redux,
 * redux-persist) and the start-up's nextTask, one chunk: the app's start imports nextTask first, so
 * they are evaluated a task before the store's own chunk (app/nextTask.ts). Together with it they
 * were one task of 75-90 ms on a phone's CPU (Lighthouse's 4x slowdown).
 */
const STORE_LIBS =
  /(node_modules[\\/]\.pnpm[\\/](@reduxjs\+toolkit|immer|redux|reselect|redux-persist|react-redux|redux-thunk|async-mutex|use-sync-external-store|@standard-schema\+utils)@|packages[\\/]features[\\/]src[\\/]app[\\/]nextTask\.ts$)/;

/**
 * The strings' module and react-i18next (useTranslation, which every screen imports), one chunk:
 * left to the bundler they were two files, each a request of its own on every first load.
 */
const STRINGS =
  /(node_modules[\\/]\.pnpm[\\/]react-i18next@|packages[\\/]features[\\/]src[\\/]i18n[\\/]i18n\.ts$)/;

/** The one Vite configuration every brand app shares; a brand folder holds only its config and assets. */
export function brandViteConfig(root: string): UserConfig {
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
  const landing = landingChunks();
  const preloads: PreloadsMade = {};
  return defineConfig({
    root,
    plugins: [
      ...sourcePlugins(),
      landing.plugin,
      preloadByPath(preloads),
      prerenderPages(preloads),
      inlineStyleSheets(),
      precompressed(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // BUILD_SOURCEMAP=1 writes source maps, to read a CPU profile of the built app by source.
      sourcemap: process.env.BUILD_SOURCEMAP === '1',
      target: 'es2022',
      assetsInlineLimit: keepSvgFiles,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'signin-ui', test: SIGN_IN_UI },
              { name: 'store-libs', test: STORE_LIBS },
              { name: 'runtime', test: START_UP_STORE },
              { name: 'i18n', test: STRINGS },
              { name: 'signin-shared', test: SIGN_IN_SHARED, includeDependenciesRecursively: false },
              ...landing.groups,
            ],
          },
        },
      },
    },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  });
}
