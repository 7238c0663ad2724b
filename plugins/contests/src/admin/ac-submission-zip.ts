/** One accepted submission as the AC download reads it. */
export interface AcSubmissionRow {
  submitId: number;
  uid: string;
  username: string;
  displayId: string;
  language: string;
  code: string;
}

/** The file suffix of a language by its name (the core's language names: 'C++ With O2', 'Python3', 'Java', …); txt when unknown. */
export function languageSuffix(language: string): string {
  const name = language.toLowerCase();
  const table: Array<[RegExp, string]> = [
    [/^c\+\+|^cpp|g\+\+/, 'cpp'], [/^c#|csharp/, 'cs'], [/^c\b|^gcc/, 'c'], [/^java\b|^java\s/, 'java'], [/^python|^pypy/, 'py'], [/^javascript|^node/, 'js'],
    [/^typescript/, 'ts'], [/^golang|^go\b/, 'go'], [/^rust/, 'rs'], [/^php/, 'php'], [/^ruby/, 'rb'], [/^kotlin/, 'kt'], [/^pascal|^fpc/, 'pas'], [/^haskell/, 'hs'],
    [/^scala/, 'scala'], [/^perl/, 'pl'], [/^lua/, 'lua'], [/^swift/, 'swift'],
  ];
  return table.find(([re]) => re.test(name))?.[1] ?? 'txt';
}

/** A name safe as one path segment of a zip entry (no slashes, dots-only or control characters). */
const segment = (s: string): string => {
  const clean = s.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return !clean || /^\.+$/.test(clean) ? '_' : clean;
};

/**
 * The zip entries of a contest's AC download (HOJ's download-contest-ac-submission): the newest accepted
 * submission of each user on each problem (rows come newest first), in a folder per user
 * (`user/A_12.cpp`) or per problem (`A/user_12.cpp`).
 */
export function acSubmissionFiles(rows: readonly AcSubmissionRow[], splitType: 'splitByUser' | 'splitByProblem'): Array<{ name: string; data: Buffer }> {
  const seen = new Set<string>();
  const files: Array<{ name: string; data: Buffer }> = [];
  for (const r of rows) {
    const key = `${r.uid}\u0000${r.displayId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const user = segment(r.username);
    const problem = segment(r.displayId);
    const suffix = languageSuffix(r.language);
    const name = splitType === 'splitByUser' ? `${user}/${problem}_${r.submitId}.${suffix}` : `${problem}/${user}_${r.submitId}.${suffix}`;
    files.push({ name, data: Buffer.from(r.code, 'utf8') });
  }
  return files;
}
