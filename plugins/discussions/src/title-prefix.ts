/**
 * 02 §5: a problem discussion's title carries the problem id in brackets (once, also after an edit). Pure, so
 * the pages use it too: the editor shows the title without the prefix the server adds.
 */
export function prefixedTitle(title: string, pid: string | null | undefined): string {
  const clean = title.trim();
  const prefix = prefixOf(pid);
  if (!prefix) return clean;
  return clean.startsWith(prefix) ? clean : `${prefix} ${clean}`;
}

/** The title as its author wrote it: without the `[problemId]` prefix, so the 255 limit counts only their words. */
export function bareTitle(title: string, pid: string | null | undefined): string {
  const clean = title.trim();
  const prefix = prefixOf(pid);
  return prefix && clean.startsWith(prefix) ? clean.slice(prefix.length).trim() : clean;
}

const prefixOf = (pid: string | null | undefined): string | undefined => (!pid || pid.startsWith('training_') ? undefined : `[${pid}]`);
