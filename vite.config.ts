import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// With its extension: vite warns at every build about an import that Node's own loader could not resolve.
import { locales } from './src/i18n/locales.ts';

/** Text files worth compressing; fonts and images are compressed formats already. */
const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Brotli and gzip copies of every text file beside it, made once at build with the highest settings, so the
 * server sends compressed bytes without compressing per request (it serves them with `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter((name) => compressible.test(name))) {
        const bytes = readFileSync(file);
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gzip = gzipSync(bytes, { level: 9 });
        if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * The two faces of the first screen (Rubik 400 and 500, Latin) are asked for with the HTML, not only once the
 * stylesheet has been read, so text is drawn in its own font sooner; `font-display: swap` (fontsource's own) shows
 * the fallback meanwhile. The Latin Extended faces load only when a page has such a character.
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const faces = Object.keys(context.bundle ?? {}).filter((file) =>
          /rubik-latin-(400|500)-normal-[^/]*\.woff2$/.test(file),
        );
        return faces.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The login screen's frame, drawn by the HTML itself (decision 020): the page the server sends for /login carries
 * the picture beside the form column, with the classes the auth layout gives them, so the stylesheet and the
 * preloaded picture paint it before the script has run. It stands beside the app's root, not in it: React draws
 * its own frame into the root, and the stylesheet hides this one from then on (`.early-frame`). Kept in the page,
 * not replaced, it stays the screen's largest paint, as the user saw it. It says nothing in a language, and other
 * pages have none: a signed-in page must not show the login frame first.
 */
const LOGIN_FRAME =
  '<div class="auth early-frame" aria-hidden="true"><div class="auth__picture"></div><div class="auth__column"></div></div>';

function loginPage(): Plugin {
  return {
    name: 'login-page',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset')
          throw new Error('The build has no index.html to make the login page from.');
        const html = String(page.source);
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error('index.html has no empty root for the login frame.');
        this.emitFile({
          type: 'asset',
          fileName: 'login.html',
          source: html.replace(root, `${root}${LOGIN_FRAME}`),
        });
      },
    },
  };
}

/**
 * A machine's description is prose for whoever reads the model (models.md, the model viewer, a statechart tool),
 * a paragraph each, and the login screen runs five machines: the browser's build leaves it out, and the viewer
 * reads the same texts from `descriptions.en.json`, which `npm run models` writes from the machines. Only the
 * root's: the config object's `description`, the one property so named in a machine file.
 */
function machineDescriptionsLeftOut(): Plugin {
  return {
    name: 'machine-descriptions-left-out',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/machines\/[^/]+\/[^/]+\.machine\.ts$/.test(id)) return null;
      const text = new MagicString(code);
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        const own = node as {
          type?: string;
          key?: { name?: string };
          value?: { start: number; end: number };
        };
        if (own.type === 'Property' && own.key?.name === 'description' && own.value)
          text.overwrite(own.value.start, own.value.end, 'void 0');
        for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child);
      };
      visit(this.parse(code));
      if (!text.hasChanged()) throw new Error(`No description found to leave out of ${id}`);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

/**
 * react-aria's controls carry their own few words (a date field's "day", a dialog's "dismiss") in all 34 of its
 * languages, in every screen that draws one. The browser's build keeps the portal's languages only (react-aria's
 * own plugin, matching by language, so en-GB takes its words from en-US). Tests keep them all.
 */
const twoLanguagesOfReactAria = (): Plugin => ({
  ...optimizeLocales.vite({ locales: [...locales] }),
  apply: 'build',
});

/**
 * The installable app (decision 015): a manifest, and a service worker generated at build that precaches the
 * shell and every lazily loaded screen an engineer needs offline. Its registration is a separate small script
 * (registerSW.js, no inline script for the CSP); a new version waits until the user chooses to reload
 * (`prompt`), so a page never mixes the chunks of two builds.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: 'script-defer',
    manifest: {
      name: 'Serviceportaal',
      short_name: 'Serviceportaal',
      description: 'Klantenportaal en onderhoudsinspecties voor toegangspoorten, slagbomen en speedgates',
      lang: 'nl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5c73',
      background_color: '#f3f6f8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The manifest and its icons the plugin adds itself.
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      // The model viewer (QA's screen) is no field work: it loads from the network.
      globIgnores: ['**/ModelsPage-*'],
      navigateFallback: '/index.html',
      // The API, sign-in, signed files and the health check are never answered with the app's page.
      navigateFallbackDenylist: [/^\/(api|Identity|files|health)(\/|$|\?)/i],
      cleanupOutdatedCaches: true,
      // The first version takes the open page at once (so it works offline without a reload); a later one
      // waits for the user's reload, and then takes every tab (each reloads to it).
      clientsClaim: true,
      // No runtime caching of API answers: the day's work is kept by the app itself, per user.
      runtimeCaching: [],
    },
  });

/** The test run's order of files (only there: it loads vitest's own machinery, half a second of every build). */
const sequencer = process.env.VITEST ? (await import('./tests/longest-first.ts')).default : undefined;

/** The one server suite that replaces a module with `vi.mock`, which a shared module graph would leak. */
const MOCKS_A_SERVER_MODULE = 'tests/server/identity-login-equal-work.test.ts';

export default defineConfig({
  plugins: [
    react(),
    machineDescriptionsLeftOut(),
    twoLanguagesOfReactAria(),
    loginPage(),
    installableApp(),
    precompress(),
    preloadFonts(),
  ],
  // Source maps are made for whoever debugs a build, but not named in the scripts: the server never sends them.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // What the first screen needs is one file beside the entry, not a dozen: over HTTP/1.1 a browser opens
        // six connections to a host, and each further file waits its turn. Lazy screens are split as usual.
        // rolldown places its runtime helpers (CommonJS interop) itself, as no group can: in the entry, unless a
        // dynamic import gives them a consumer it cannot prove safe, and then in a file of their own (see
        // actors.tsx). The bundle test holds the login route to one file.
        codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/Identity': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
  test: {
    // Vitest's own default is one fewer than the cores: one file at a time on this two-core machine, while the
    // server suites wait on their databases a good part of their time.
    maxWorkers: 2,
    sequence: { sequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // Mocks a module the others import for real: it runs in a file of its own.
          exclude: [MOCKS_A_SERVER_MODULE],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker, not one per file: every file imports the whole server, and importing
          // it again for each took a third of these suites' time. Each file still builds its own app and database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-mocked',
          include: [MOCKS_A_SERVER_MODULE],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          // As for the server suites: the machines are imported once per worker (fake timers are put back after
          // each test that takes them).
          isolate: false,
          // A busy two-core machine can take several seconds for a long generated walk; nothing here times speed.
          testTimeout: 30_000,
          environment: 'node',
          setupFiles: ['tests/machines/support/first-screen-schemas.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.{ts,tsx}', 'tests/i18n/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
          environment: 'happy-dom',
          setupFiles: [
            'tests/views/no-network.ts',
            'tests/views/patience.ts',
            'tests/views/english-loaded.ts',
            'tests/machines/support/first-screen-schemas.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 600_000,
          // After every other project, so a browser test does not share the cores with the server suites'
          // databases. Three files at a time: one uses about a third of two cores, waiting on Chromium, its server
          // and the clock (a code's next 30 s step, a token's expiry); two left a third of an idle machine unused.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          // The accessibility walks (one test per account and language) run this many at a time in one browser:
          // one after the other they made the longest file by far, a fifth of all the browser tests' time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
