/** Reading Hydro's `config.yaml` values (corpus FORMATS §3.3): `1s`, `500ms`, `256m`, bare numbers. */

export class ProblemFormatError extends Error {}

/** `1s`, `1.5s`, `500ms`, `800us`, bare integer = ms. */
export function parseTime(value: unknown, fallbackMs: number): number {
  if (value === undefined || value === null) return fallbackMs;
  if (typeof value === 'number') return Math.round(value);
  const match = /^([0-9]+(?:\.[0-9]*)?)([mu]?)s?$/i.exec(String(value).trim());
  if (!match) throw new ProblemFormatError(`time '${String(value)}' is not like 1s, 500ms or 1000`);
  const n = Number(match[1]);
  const unit = match[2].toLowerCase();
  if (!/s$/i.test(String(value).trim()) && !unit) return Math.round(n);
  return Math.round(unit === 'm' ? n : unit === 'u' ? n / 1000 : n * 1000);
}

/** `256m`, `256MB`, `1g`, `512k`, bare integer = MB. */
export function parseMemory(value: unknown, fallbackMb: number): number {
  if (value === undefined || value === null) return fallbackMb;
  if (typeof value === 'number') return Math.round(value);
  const match = /^([0-9]+(?:\.[0-9]*)?)([kmg])?b?$/i.exec(String(value).trim());
  if (!match) throw new ProblemFormatError(`memory '${String(value)}' is not like 256m, 1g or 512k`);
  const n = Number(match[1]);
  const unit = (match[2] ?? 'm').toLowerCase();
  return Math.max(1, Math.round(unit === 'g' ? n * 1024 : unit === 'k' ? n / 1024 : n));
}
