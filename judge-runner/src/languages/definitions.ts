import { existsSync } from 'node:fs';
import type { LanguageDefinition } from './language';

/** gold links A+B ≈0.1 s faster than the default bfd linker (docs/performance.md); used where installed. */
const FAST_LINKER = existsSync('/usr/bin/ld.gold') ? ['-fuse-ld=gold'] : [];

const C_AB = '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  if (scanf("%lld %lld", &a, &b) != 2) return 1;\n  printf("%lld\\n", a + b);\n  return 0;\n}\n';
const CPP_AB = '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  long long a, b;\n  cin >> a >> b;\n  cout << a + b << endl;\n  return 0;\n}\n';

/**
 * The limits factors of spec 01 §9: C and C++ run under the problem's limits, every other language gets
 * twice the time and memory. A site's admin may change a language's factors (its language page); the task
 * then carries them and the runner applies those (docs/judge.md, "Languages").
 */
const C_CPP_FACTORS = { timeFactor: 1, memoryFactor: 1 } as const;
const OTHER_LANGUAGE_FACTORS = { timeFactor: 2, memoryFactor: 2 } as const;

const GCC_VERSION = { argv: ['/usr/bin/gcc', '--version'], pattern: /\) (\d+\.\d+\.\d+)/ };
const GXX_VERSION = { argv: ['/usr/bin/g++', '--version'], pattern: /\) (\d+\.\d+\.\d+)/ };

function cLanguage(key: string, o2: boolean, shortKeys: readonly string[] = []): LanguageDefinition {
  return {
    key,
    shortKeys,
    displayName: `GCC${o2 ? ' -O2' : ''} (C11)`,
    contentType: 'text/x-csrc',
    sourceName: 'main.c',
    artefacts: ['main'],
    compile: {
      argv: ['/usr/bin/gcc', '-DONLINE_JUDGE', '-w', '-fmax-errors=3', '-std=c11', ...(o2 ? ['-O2'] : []), ...FAST_LINKER, '{src}', '-lm', '-o', '{exe}'],
      cpuMs: 10000,
      wallMs: 20000,
      memoryMb: 512,
    },
    run: { argv: ['/w/main'], pids: 16 },
    ...C_CPP_FACTORS,
    version: GCC_VERSION,
    aPlusB: C_AB,
  };
}

function cppLanguage(key: string, std: string, o2: boolean, shortKeys: readonly string[] = []): LanguageDefinition {
  const flags = ['-DONLINE_JUDGE', '-w', '-fmax-errors=3', `-std=${std}`, ...(o2 ? ['-O2'] : [])];
  return {
    key,
    shortKeys,
    displayName: `G++${o2 ? ' -O2' : ''} (${std.replace('c++', 'C++')})`,
    contentType: 'text/x-c++src',
    sourceName: 'main.cpp',
    artefacts: ['main'],
    compile: {
      argv: ['/usr/bin/g++', ...flags, '-I/pch', ...FAST_LINKER, '{src}', '-lm', '-o', '{exe}'],
      cpuMs: 10000,
      wallMs: 20000,
      memoryMb: 1024,
    },
    run: { argv: ['/w/main'], pids: 16 },
    ...C_CPP_FACTORS,
    version: GXX_VERSION,
    precompiledHeader: { compilerArgv: ['/usr/bin/g++', ...flags] },
    aPlusB: CPP_AB,
  };
}

/** The built-in languages (docs/judge.md lists them with their commands and factors). */
export const LANGUAGE_DEFINITIONS: readonly LanguageDefinition[] = [
  cLanguage('C', false),
  // the short keys name the variants a source file is judged as: with O2, C++ 17 unless a standard is named
  cLanguage('C With O2', true, ['c']),
  cppLanguage('C++ 11', 'c++11', false),
  cppLanguage('C++ 11 With O2', 'c++11', true, ['cpp11']),
  cppLanguage('C++', 'c++14', false),
  cppLanguage('C++ With O2', 'c++14', true, ['cpp14']),
  cppLanguage('C++ 17', 'c++17', false),
  cppLanguage('C++ 17 With O2', 'c++17', true, ['cpp', 'c++', 'cc', 'cxx', 'cpp17']),
  cppLanguage('C++ 20', 'c++20', false),
  cppLanguage('C++ 20 With O2', 'c++20', true, ['cpp20']),
  {
    key: 'Java',
    shortKeys: ['java'],
    outOfMemory: /java\.lang\.OutOfMemoryError/,
    displayName: 'OpenJDK',
    contentType: 'text/x-java',
    sourceName: 'Main.java',
    artefacts: ['Main.jar'],
    compile: {
      // javac runs several threads: its CPU limit is generous, the wall limit is what bounds it
      argv: ['/bin/sh', '-c', 'javac -J-Xmx512m -encoding UTF-8 -d classes Main.java && jar cf Main.jar -C classes .'],
      cpuMs: 20000,
      wallMs: 20000,
      memoryMb: 1024,
    },
    // the JVM sizes its heap from the host's RAM unless told: always from the limit (research §3.3)
    run: { argv: ['/usr/bin/java', '-Xmx{memMb}m', '-Xss64m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Dfile.encoding=UTF-8', '-cp', '/w/Main.jar', 'Main'], pids: 64 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/javac', '-version'], pattern: /javac (\S+)/ },
    mounts: [{ hostPath: '/etc/java-17-openjdk', sandboxPath: '/etc/java-17-openjdk' }],
    aPlusB: 'import java.util.Scanner;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong(), b = in.nextLong();\n    System.out.println(a + b);\n  }\n}\n',
  },
  {
    key: 'Python3',
    shortKeys: ['py3', 'py', 'python3', 'python'],
    outOfMemory: /\bMemoryError\b/,
    displayName: 'Python 3',
    contentType: 'text/x-python',
    sourceName: 'main.py',
    artefacts: ['main.py'],
    compile: { argv: ['/usr/bin/python3', '-c', 'import ast,sys; ast.parse(open("main.py","rb").read(), "main.py")'], cpuMs: 5000, wallMs: 10000, memoryMb: 256 },
    run: { argv: ['/usr/bin/python3', '-S', '/w/main.py'], env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' }, pids: 16 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/python3', '--version'], pattern: /Python (\S+)/ },
    aPlusB: 'a, b = map(int, input().split())\nprint(a + b)\n',
  },
  {
    key: 'PyPy3',
    shortKeys: ['pypy3', 'pypy'],
    outOfMemory: /\bMemoryError\b/,
    displayName: 'PyPy 3',
    contentType: 'text/x-python',
    sourceName: 'main.py',
    artefacts: ['main.py'],
    compile: { argv: ['/usr/bin/pypy3', '-c', 'import ast,sys; ast.parse(open("main.py","rb").read(), "main.py")'], cpuMs: 5000, wallMs: 10000, memoryMb: 512 },
    run: { argv: ['/usr/bin/pypy3', '/w/main.py'], env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' }, pids: 16 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/pypy3', '--version'], pattern: /\[PyPy (\S+)/ },
    aPlusB: 'a, b = map(int, input().split())\nprint(a + b)\n',
  },
  {
    key: 'Python2',
    shortKeys: ['py2', 'python2'],
    outOfMemory: /\bMemoryError\b/,
    displayName: 'Python 2',
    contentType: 'text/x-python',
    sourceName: 'main.py',
    artefacts: ['main.py'],
    compile: { argv: ['/usr/bin/python2', '-m', 'py_compile', 'main.py'], cpuMs: 5000, wallMs: 10000, memoryMb: 256 },
    run: { argv: ['/usr/bin/python2', '-S', '/w/main.py'], env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' }, pids: 16 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/python2', '--version'], pattern: /Python (\S+)/ },
    aPlusB: 'a, b = map(int, raw_input().split())\nprint a + b\n',
  },
  {
    key: 'Golang',
    shortKeys: ['go', 'golang'],
    outOfMemory: /runtime: out of memory|fatal error: out of memory/,
    displayName: 'Go',
    contentType: 'text/x-go',
    sourceName: 'main.go',
    artefacts: ['main'],
    compile: {
      argv: ['/usr/bin/go', 'build', '-o', '{exe}', '{src}'],
      cpuMs: 20000,
      wallMs: 20000,
      memoryMb: 1024,
      env: { GOCACHE: '/tmp/gocache', GOPATH: '/tmp/go', GO111MODULE: 'off', CGO_ENABLED: '0' },
    },
    run: { argv: ['/w/main'], env: { GODEBUG: 'madvdontneed=1', GOMAXPROCS: '1' }, pids: 64 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/go', 'version'], pattern: /go version go(\S+)/ },
    aPlusB: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
  },
  {
    key: 'JavaScript Node',
    shortKeys: ['js', 'javascript', 'node', 'nodejs'],
    outOfMemory: /JavaScript heap out of memory|Array buffer allocation failed/,
    displayName: 'Node.js',
    contentType: 'text/javascript',
    sourceName: 'main.js',
    artefacts: ['main.js'],
    compile: { argv: ['/usr/bin/node', '--check', 'main.js'], cpuMs: 5000, wallMs: 10000, memoryMb: 512 },
    run: { argv: ['/usr/bin/node', '--max-old-space-size={memMb}', '--stack-size=65500', '/w/main.js'], pids: 32 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/node', '--version'], pattern: /v(\S+)/ },
    aPlusB: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log((a + b).toString());\n",
  },
  {
    key: 'Rust',
    shortKeys: ['rust', 'rs'],
    displayName: 'Rust',
    contentType: 'text/x-rustsrc',
    sourceName: 'main.rs',
    artefacts: ['main'],
    compile: { argv: ['/usr/bin/rustc', '-O', '--edition', '2021', '-o', '{exe}', '{src}'], cpuMs: 20000, wallMs: 20000, memoryMb: 1024 },
    run: { argv: ['/w/main'], pids: 16 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/rustc', '--version'], pattern: /rustc (\S+)/ },
    aPlusB: 'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    println!("{}", v[0] + v[1]);\n}\n',
  },
  {
    key: 'Pascal',
    shortKeys: ['pascal', 'pas', 'fpc'],
    displayName: 'Free Pascal',
    contentType: 'text/x-pascal',
    sourceName: 'main.pas',
    artefacts: ['main'],
    compile: { argv: ['/usr/bin/fpc', '-O2', '-Xs', '-dONLINE_JUDGE', '-o{exe}', '{src}'], cpuMs: 10000, wallMs: 20000, memoryMb: 512 },
    run: { argv: ['/w/main'], pids: 16 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/fpc', '-iV'], pattern: /(\d+\.\d+\.\d+)/ },
    mounts: [{ hostPath: '/etc/fpc-3.2.2.cfg', sandboxPath: '/etc/fpc.cfg' }],
    aPlusB: 'var a, b: int64;\nbegin\n  readln(a, b);\n  writeln(a + b);\nend.\n',
  },
  {
    key: 'Ruby',
    shortKeys: ['ruby', 'rb'],
    outOfMemory: /NoMemoryError|failed to allocate memory/,
    displayName: 'Ruby',
    contentType: 'text/x-ruby',
    sourceName: 'main.rb',
    artefacts: ['main.rb'],
    compile: { argv: ['/usr/bin/ruby', '-c', 'main.rb'], cpuMs: 5000, wallMs: 10000, memoryMb: 256 },
    run: { argv: ['/usr/bin/ruby', '/w/main.rb'], pids: 16 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/ruby', '--version'], pattern: /ruby (\S+)/ },
    aPlusB: 'a, b = gets.split.map(&:to_i)\nputs a + b\n',
  },
  {
    key: 'PHP',
    shortKeys: ['php'],
    outOfMemory: /Allowed memory size|Out of memory/,
    displayName: 'PHP',
    contentType: 'text/x-php',
    sourceName: 'main.php',
    artefacts: ['main.php'],
    compile: { argv: ['/usr/bin/php', '-l', 'main.php'], cpuMs: 5000, wallMs: 10000, memoryMb: 256 },
    run: { argv: ['/usr/bin/php', '-d', 'memory_limit=-1', '/w/main.php'], pids: 16 },
    ...OTHER_LANGUAGE_FACTORS,
    version: { argv: ['/usr/bin/php', '--version'], pattern: /PHP (\S+)/ },
    aPlusB: '<?php\nfscanf(STDIN, "%d %d", $a, $b);\necho $a + $b, "\\n";\n',
  },
];

/** Checkers and interactors are C++ 17 with O2 (like HOJ's SPJ-C++), built with the stock headers. */
export const CHECKER_LANGUAGE_KEY = 'C++ 17 With O2';
