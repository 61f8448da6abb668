import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkMapPlugin } from './chunk-map.ts';
import { contentSourcesPlugin } from './content-sources.ts';

/**
 * The web app imports shared constants straight from the contracts sources
 * (`@gps/contracts/constants`, `@gps/contracts/error-codes`), the code sets from `@gps/codes` and
 * the device models the decoders know (`@gps/protocols/known-models`, a data file), never from
 * server code.
 */
const contractsSrc = new URL('../../libs/contracts/src/', import.meta.url).pathname;
const codesSrc = new URL('../../libs/codes/src/', import.meta.url).pathname;
const knownModelsSrc = new URL('../../libs/protocols/src/known-models.ts', import.meta.url).pathname;
const apiTarget = 'http://localhost:3000';
const webRoot = new URL('./', import.meta.url).pathname;

export default defineConfig(({ mode }) => ({
  // The same VITE_* values the app is built with (.env files and the environment).
  plugins: [react(), contentSourcesPlugin(loadEnv(mode, process.cwd(), 'VITE_')), chunkMapPlugin(webRoot)],
  resolve: {
    alias: [
      { find: /^@gps\/contracts\/(.+)$/, replacement: `${contractsSrc}$1` },
      { find: /^@gps\/contracts$/, replacement: `${contractsSrc}index.ts` },
      { find: /^@gps\/codes$/, replacement: `${codesSrc}index.ts` },
      { find: /^@gps\/protocols\/known-models$/, replacement: knownModelsSrc },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The vendor chunk below (React DOM, the router, i18next, antd's core) is about 740 kB.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Packages are split by who imports them, so a page loads only the antd components (and
        // Leaflet, Apollo, ...) it uses (docs/decisions/first-load.md). The ones the entry imports
        // statically, which every page needs first, make one `vendor` chunk instead of some twenty
        // small ones: fewer round trips before the sign-in form shows.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
}));
