import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  // the backend workspaces are loaded by the Node server (tsc output, decorator metadata intact);
  // the page bundle must use those same modules, never its own copy
  ssr: { external: ['@oj/core', '@oj/config', '@oj/adapters'] },
  server: { hmr: false },
});
