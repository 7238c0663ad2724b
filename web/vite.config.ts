import { vitePlugin as remix } from '@remix-run/dev';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pluginPages } from './server/plugin-pages';

const appDirectory = fileURLToPath(new URL('./app', import.meta.url));
// every plugins/<id>/pages/*.tsx, found without naming a plugin (docs/plugins.md, Pages)
const plugins = fileURLToPath(new URL('../plugins', import.meta.url));

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
      routes: (defineRoutes) => {
        const pages = pluginPages(plugins, appDirectory);
        const routes = defineRoutes((route) => {
          for (const page of pages) route(page.path, page.file, { id: page.id, index: page.index });
        });
        // admin.* pages sit in the site's admin layout (its guard and menu), like the core's
        for (const page of pages) routes[page.id].parentId = page.parentId;
        return routes;
      },
    }),
  ],
  // the backend workspaces are loaded by the Node server (tsc output, decorator metadata intact);
  // the page bundle must use those same modules, never its own copy
  ssr: { external: ['@oj/core', '@oj/config', '@oj/adapters'] },
  server: { hmr: false },
  // the editor and the charts are loaded lazily on the client; pre-bundled so the dev server does not
  // reload the page on their first use (G17)
  // (every monaco entry the editor imports, so they share one pre-bundled copy of the editor; the
  // markdown renderer's libraries, found only when a problem page is first opened; the shell's own
  // libraries, which the scan misses and a late re-optimisation would load twice: "Invalid hook call")
  optimizeDeps: {
    include: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      'i18next',
      'react-i18next',
      '@casl/ability',
      '@casl/ability/extra',
      '@monaco-editor/react',
      'monaco-editor/editor/editor.api',
      'monaco-editor/features/register.all',
      ...['cpp', 'java', 'python', 'go', 'javascript', 'rust', 'pascal', 'ruby', 'php'].map((l) => `monaco-editor/languages/definitions/${l}/register`),
      'echarts/core',
      'echarts/charts',
      'echarts/components',
      'echarts/renderers',
      'markdown-it',
      'katex',
      'xss',
      'highlight.js/lib/core',
      ...['bash', 'c', 'cpp', 'delphi', 'go', 'java', 'javascript', 'json', 'php', 'plaintext', 'python', 'ruby', 'rust'].map((l) => `highlight.js/lib/languages/${l}`),
    ],
  },
  // monaco's editor worker is an ES module worker
  worker: { format: 'es' },
});
