import { notifications } from '@mantine/notifications';
import { pageText } from '../i18n/page-text';
import type { MessageKey } from '../i18n/messages';
import { noResponseKey } from './api';
import { csrfHeader } from './csrf';

/** A download may take this long before it is given up (01 §9). */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

export type DownloadNotice = 'info' | 'success' | 'error';

/** What a download needs from the page; the defaults are the browser's, tests pass their own. */
export interface DownloadDeps {
  fetch: typeof fetch;
  notify(kind: DownloadNotice, message: string): void;
  save(blob: Blob, filename: string): void;
  text(key: MessageKey): string;
  timeoutMs: number;
}

/** The file name a Content-Disposition header gives (`filename*=UTF-8''...` or `filename=...`), else `fallback`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition)?.[2];
  return plain?.trim() || fallback;
}

const browserDeps = (): DownloadDeps => ({
  fetch: (...args) => fetch(...args),
  notify: (kind, message) => notifications.show({ message, color: kind === 'error' ? 'red' : kind === 'success' ? 'green' : 'blue' }),
  save: (blob, filename) => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  },
  text: (key) => pageText(key),
  timeoutMs: DOWNLOAD_TIMEOUT_MS,
});

/**
 * Downloads a file the site serves (01 §8): says 'Downloading...', fetches it as a blob (5 minutes at
 * most) and saves it under the server's file name with 'Download Successfully!'. A JSON answer is a
 * message instead of a file: shown as info (status 200) or error, or 'Invalid file format' when it has none.
 * Answers whether a file was saved. `changesState`: the download is a GET that changes something (the
 * generated accounts, handed out once): it carries the session's CSRF token.
 */
export async function downloadFile(url: string, overrides: Partial<DownloadDeps> = {}, options: { changesState?: boolean } = {}): Promise<boolean> {
  const deps = { ...browserDeps(), ...overrides };
  deps.notify('info', deps.text('download.started'));
  let res: Response;
  let blob: Blob;
  try {
    const headers = options.changesState ? await csrfHeader(deps.fetch) : {};
    res = await deps.fetch(url, { credentials: 'same-origin', headers, signal: AbortSignal.timeout(deps.timeoutMs) });
    blob = await res.blob();
  } catch (error) {
    deps.notify('error', deps.text(noResponseKey(error)));
    return false;
  }
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const reply = await blob.text().then((text) => {
      try {
        return JSON.parse(text) as { status?: number; msg?: unknown } | null;
      } catch {
        return undefined;
      }
    });
    if (reply && typeof reply.msg === 'string' && reply.msg) deps.notify(reply.status === undefined || reply.status === 200 ? 'info' : 'error', reply.msg);
    else deps.notify('error', deps.text('download.invalidFormat'));
    return false;
  }
  const fallback = decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() || 'download');
  deps.save(blob, filenameOf(res.headers.get('content-disposition'), fallback));
  deps.notify('success', deps.text('download.done'));
  return true;
}
