import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// patches/@remix-run+router+1.23.3.patch (applied by `npm install`'s postinstall): the server's route
// matching keeps the ranked route branches per route table and the compiled path patterns, instead of
// flattening, ranking and compiling them on every match (three or more per page request). Same answers.

const require = createRequire(__filename);
const routerFile = require.resolve('@remix-run/router');
const { matchRoutes } = require('@remix-run/router') as typeof import('@remix-run/router');

describe('the route matching patch', () => {
  it('is applied to the router the server loads', () => {
    expect(readFileSync(routerFile, 'utf8')).toContain('function rankedBranchesOf(routes)');
  });

  it('answers as before, again and again, for a table and for a changed copy of it', () => {
    const routes = [
      { id: 'root', path: '/', children: [
        { id: 'home', path: 'home' },
        { id: 'training', path: 'training/:trainingID', children: [{ id: 'problem', path: 'problem/:problemID' }, { id: 'rank', path: 'rank' }] },
        { id: 'any', path: '*' },
      ] },
    ];
    const ids = (path: string, table = routes) => matchRoutes(table, path)?.map((m) => `${m.route.id}${JSON.stringify(m.params)}`);
    for (let i = 0; i < 3; i++) {
      expect(ids('/home')).toEqual(['root{}', 'home{}']);
      expect(ids('/training/7/problem/1000')).toEqual(['root{"trainingID":"7","problemID":"1000"}', 'training{"trainingID":"7","problemID":"1000"}', 'problem{"trainingID":"7","problemID":"1000"}']);
      expect(ids('/TRAINING/8/rank')?.at(-1)).toBe('rank{"trainingID":"8"}');
      expect(ids('/nothing/here')?.at(-1)).toBe('any{"*":"nothing/here"}');
    }
    // another table (a new array) is ranked on its own, and the first one keeps its own ranking
    const more = [{ ...routes[0], children: [...routes[0].children, { id: 'contest', path: 'contest' }] }];
    expect(ids('/contest', more)?.at(-1)).toBe('contest{}');
    expect(ids('/contest')?.at(-1)).toBe('any{"*":"contest"}');
  });
});
