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
  // the editor and the charts are loaded lazily on the client; pre-bundled so the dev server does not
  // reload the page on their first use (G17)
  optimizeDeps: { include: ['@monaco-editor/react', 'echarts/core', 'echarts/charts', 'echarts/components', 'echarts/renderers'] },
  // monaco's editor worker is an ES module worker
  worker: { format: 'es' },
});
