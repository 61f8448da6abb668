import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSourcesPlugin } from './content-sources.ts';

/**
 * The web app imports shared constants straight from the contracts sources
 * (`@gps/contracts/constants`, `@gps/contracts/error-codes`) and the code sets from `@gps/codes`,
 * never from server code.
 */
const contractsSrc = new URL('../../libs/contracts/src/', import.meta.url).pathname;
const codesSrc = new URL('../../libs/codes/src/', import.meta.url).pathname;
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  // The same VITE_* values the app is built with (.env files and the environment).
  plugins: [react(), contentSourcesPlugin(loadEnv(mode, process.cwd(), 'VITE_'))],
  resolve: {
    alias: [
      { find: /^@gps\/contracts\/(.+)$/, replacement: `${contractsSrc}$1` },
      { find: /^@gps\/contracts$/, replacement: `${contractsSrc}index.ts` },
      { find: /^@gps\/codes$/, replacement: `${codesSrc}index.ts` },
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
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]/ },
            { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs)[\\/]/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
