import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Sent with every answer: pages, assets, the API, files. */
const EVERY_ANSWER: ReadonlyArray<[string, string]> = [
  // no other site may frame ours (clickjacking); the CSP's frame-ancestors says the same to newer browsers
  ['X-Frame-Options', 'DENY'],
  // a file is what its Content-Type says (an uploaded "image" is never run as a script or a page)
  ['X-Content-Type-Options', 'nosniff'],
  // other sites see our origin, never a page's path and query (which may hold a reset code or a key)
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** The policy of everything that is not a page (JSON, event streams, images, downloads): nothing may run. */
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the pages. Scripts: our own files and the inline scripts that carry this answer's nonce
 * (Remix's hydration data and module loader, Mantine's colour-scheme script, React's streaming runtime).
 * Styles: ours and inline (Mantine, KaTeX and monaco write style elements and attributes). Images: any
 * (statements show pictures from anywhere; an image runs nothing). Workers: monaco's, from our bundle.
 * `dev`: Vite's development server injects its own scripts and evaluates modules.
 */
export function pagePolicy(nonce: string, dev = false): string {
  const script = dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const nonces = new WeakMap<ServerResponse, string>();

/** This answer's script nonce (a page's; undefined for anything else). */
export function nonceOf(res: ServerResponse): string | undefined {
  return nonces.get(res);
}

/** 128 random bits, as CSP asks of a nonce; base64url, so it needs no escaping in an attribute. */
const freshNonce = () => randomBytes(16).toString('base64url');

/**
 * Sets the security headers of an answer before anything is written: every answer gets EVERY_ANSWER; a page
 * (`page`) gets the page policy with a nonce of its own (nonceOf), anything else a policy under which
 * nothing runs.
 */
export function applySecurityHeaders(res: ServerResponse, kind: 'page' | 'other', dev = false): void {
  for (const [name, value] of EVERY_ANSWER) res.setHeader(name, value);
  if (kind === 'other') {
    res.setHeader('Content-Security-Policy', NOT_A_PAGE_POLICY);
    return;
  }
  const nonce = freshNonce();
  nonces.set(res, nonce);
  res.setHeader('Content-Security-Policy', pagePolicy(nonce, dev));
}
