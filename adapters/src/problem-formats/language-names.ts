/**
 * Language names across formats. The site's names are the judge's keys (`C`, `C++`, `Java`, `Python3`,
 * `Golang`, `JavaScript Node`, ...); each format spells a few of them its own way. A language a table
 * does not know has no site name: its templates are left out of the import (its solutions are kept).
 */
interface NameTable {
  /** Foreign name (lower case) → site name. */
  toSite: Record<string, string>;
  /** Site name → foreign name, where they differ or the site name is a variant (`C++ 17` → `C++`). */
  fromSite: Record<string, string>;
}

const SITE_NAMES = ['C', 'C++', 'Java', 'Python3', 'Python2', 'PyPy3', 'Golang', 'JavaScript Node', 'Rust', 'Pascal', 'Ruby', 'PHP'];

function table(aliases: Record<string, string>, fromSite: Record<string, string>): NameTable {
  const toSite: Record<string, string> = {};
  for (const name of SITE_NAMES) toSite[name.toLowerCase()] = name;
  for (const [foreign, site] of Object.entries(aliases)) toSite[foreign.toLowerCase()] = site;
  return { toSite, fromSite };
}

/** FPS (HUSTOJ's names). */
export const FPS_LANGUAGES = table(
  { Python: 'Python3', Go: 'Golang', JavaScript: 'JavaScript Node', Clang: 'C', 'Clang++': 'C++' },
  { Python3: 'Python', Golang: 'Go', 'JavaScript Node': 'JavaScript' },
);

/** QDUOJ (its fixed list). */
export const QDUOJ_LANGUAGES = table({ JavaScript: 'JavaScript Node' }, { 'JavaScript Node': 'JavaScript' });

/** Hydro's language ids (`setting.yaml`). */
export const HYDRO_LANGUAGES = table(
  { c: 'C', cc: 'C++', 'cc.cc11': 'C++ 11', 'cc.cc17': 'C++ 17', 'cc.cc20': 'C++ 20', java: 'Java', 'py.py3': 'Python3', 'py.py2': 'Python2', 'py.pypy3': 'PyPy3', go: 'Golang', js: 'JavaScript Node', rs: 'Rust', pas: 'Pascal', rb: 'Ruby', php: 'PHP' },
  { C: 'c', 'C++': 'cc', 'C++ 11': 'cc.cc11', 'C++ 17': 'cc.cc17', 'C++ 20': 'cc.cc20', Java: 'java', Python3: 'py.py3', Python2: 'py.py2', PyPy3: 'py.pypy3', Golang: 'go', 'JavaScript Node': 'js', Rust: 'rs', Pascal: 'pas', Ruby: 'rb', PHP: 'php' },
);

/** The site's name for a foreign one, or undefined when the site has no such language. */
export function siteLanguage(names: NameTable, foreign: string): string | undefined {
  return names.toSite[foreign.trim().toLowerCase()];
}

/** The foreign name for a site language (variants such as `C++ 17 With O2` fall back to their family). */
export function foreignLanguage(names: NameTable, site: string): string {
  const exact = names.fromSite[site];
  if (exact) return exact;
  const family = site.replace(/ With O2$/, '').replace(/^(C\+\+) \d+$/, '$1');
  return names.fromSite[family] ?? family;
}

/** The checker languages the judge compiles: C or C++ (as spjLanguage spells them). */
export function checkerLanguage(foreign: string): 'C' | 'C++' | undefined {
  const name = foreign.trim().toLowerCase();
  if (['c', 'gcc', 'clang'].includes(name)) return 'C';
  if (['c++', 'cpp', 'cc', 'g++', 'clang++', 'cxx'].includes(name) || /^c\+\+ ?\d+/.test(name)) return 'C++';
  return undefined;
}
