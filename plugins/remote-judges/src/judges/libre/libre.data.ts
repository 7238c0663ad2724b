import { DEFAULT_RATE } from '../defaults';
import type { JudgeData } from '../judge-adapter';

/**
 * LibreOJ's languages as its API takes them: `language` and the `compileAndRunOptions` its submit form
 * sends (the ids here are ours, one per option set).
 */
export const LIBRE_LANGUAGES: Readonly<Record<string, { language: string; compileAndRunOptions: Record<string, string> }>> = {
  'cpp-17': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '2', m: '64' } },
  'c-11': { language: 'c', compileAndRunOptions: { compiler: 'gcc', std: 'c11', O: '2', m: '64' } },
  java: { language: 'java', compileAndRunOptions: {} },
  'python-3.10': { language: 'python', compileAndRunOptions: { version: '3.10' } },
  'rust-2021': { language: 'rust', compileAndRunOptions: { version: '2021', optimize: '2' } },
};

export const libreData: JudgeData = {
  key: 'LIBRE',
  name: 'LibreOJ',
  pool: 'LIBRE',
  defaultHost: 'https://loj.ac',
  rate: DEFAULT_RATE,
  languages: [
    { id: 'cpp-17', name: 'C++ 17 (g++ -O2)', contentType: 'text/x-c++src' },
    { id: 'c-11', name: 'C 11 (gcc -O2)', contentType: 'text/x-csrc' },
    { id: 'java', name: 'Java', contentType: 'text/x-java' },
    { id: 'python-3.10', name: 'Python 3.10', contentType: 'text/x-python' },
    { id: 'rust-2021', name: 'Rust 2021', contentType: 'text/x-rustsrc' },
  ],
  languagesSource: "LibreOJ's `submission/submit` options as HOJ's LibreJudge sends them ({compiler: 'g++', std: 'c++17', O: '2', m: '64'} for C++, {version: '3.10'} for Python; lyrio's DTOs)",
  idExample: '6',
};

/** The default address of LibreOJ's API (the `libreApiHost` setting). */
export const LIBRE_DEFAULT_API_HOST = 'https://api.loj.ac';
