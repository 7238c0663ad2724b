// No site import here: the admin form's rules (and their tests) read it without the page kit.

/** The videos of a training as a name → URL map, whatever form the server sent. */
export function videosOf(training: { videoExtraFile?: string | Record<string, string> | null }): Record<string, string> {
  const raw = training.videoExtraFile;
  if (!raw) return {};
  if (typeof raw !== 'string') return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
