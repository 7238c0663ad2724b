import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// patches/@remix-run+react+2.17.5.patch and patches/react-router-dom+6.30.4.patch (applied by `npm install`'s
// postinstall): a production server makes its route tree and the tree's data routes once per build instead
// of once per page (docs/performance.md). A skipped postinstall would lose that silently: this says so.

const require = createRequire(__filename);

describe('the page render patches', () => {
  it("are applied to the Remix and React Router files the server loads", () => {
    expect(readFileSync(require.resolve('@remix-run/react/dist/server.js'), 'utf8')).toContain('function serverRoutesOf(');
    expect(readFileSync(require.resolve('react-router-dom/server.js'), 'utf8')).toContain('function dataRoutesOf(routes)');
  });
});
