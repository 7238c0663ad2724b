import { extname } from 'node:path';

/** The language a source file is judged as when `--language` is not given. */
const BY_EXTENSION: Record<string, string> = {
  '.c': 'C With O2',
  '.cc': 'C++ 17 With O2',
  '.cpp': 'C++ 17 With O2',
  '.cxx': 'C++ 17 With O2',
  '.java': 'Java',
  '.py': 'Python3',
  '.go': 'Golang',
  '.js': 'JavaScript Node',
  '.rs': 'Rust',
  '.pas': 'Pascal',
  '.rb': 'Ruby',
  '.php': 'PHP',
};

export function languageForFile(file: string): string | undefined {
  return BY_EXTENSION[extname(file).toLowerCase()];
}
