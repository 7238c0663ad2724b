import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from './components/nonce';

/** A render still streaming after this long is cut short (Remix's default). */
const ABORT_DELAY_MS = 5_000;

/**
 * The page's HTML stream. React ends its destination once more when the stream closes after a finished
 * render (its close listener aborts the finished request): on a plain PassThrough that second end() builds
 * an ERR_STREAM_ALREADY_FINISHED error, stack trace and all, on every page. Here it is a no-op.
 */
class PageStream extends PassThrough {
  override end(...args: unknown[]): this {
    if (this.writableEnded) return this;
    return super.end(...(args as Parameters<PassThrough['end']>));
  }
}

/**
 * Remix's default server entry, with two changes that matter on every page: the abort timer is cleared
 * once the render is complete (the default leaves it to fire 5 s later and abort a finished render), and
 * the stream above. Browsers get the shell as soon as it is ready; crawlers the whole page at once. Every
 * inline script (Remix's, React's streaming runtime, the root's) carries the answer's nonce, which its
 * Content-Security-Policy names (web/server/http/security-headers.ts).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = loadContext.request?.nonce;
  const whole = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // a render still going after ABORT_DELAY_MS is cut short; a finished one clears this
    const timer = setTimeout(() => abort(), ABORT_DELAY_MS);
    const respond = () => {
      shellRendered = true;
      const body = new PageStream();
      responseHeaders.set('Content-Type', 'text/html');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      pipe(body);
    };
    const page = (
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onShellReady() {
        if (!whole) respond();
      },
      onAllReady() {
        clearTimeout(timer);
        if (whole) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // errors of the shell reject above and are logged by Remix; later ones only here
        if (shellRendered) console.error(error);
      },
    });
  });
}
