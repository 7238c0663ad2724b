import type { ServiceIdentifier } from 'inversify';
import type { AppAction, AppSubject } from '../account/abilities';
import type { SessionUser } from '../account/session-user';
import { Unauthorized } from '../shared/errors';
import type { RequestContext } from './request-context';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DtoClass<T = unknown> = new (...args: any[]) => T;

/**
 * Who may call a route: `anon` (anyone; a valid session is still resolved), `login` (a session is
 * required: 401 otherwise), optionally narrowed by a CASL check (403 when it fails).
 */
export interface RouteAccess {
  auth: 'anon' | 'login';
  can?: [AppAction, AppSubject];
}

/** The session side of a call: the token it came with, and a way to hand the client a new one or end it. */
export interface SessionControl {
  /** The token the request carried (cookie or Authorization header), if any. */
  readonly token: string | undefined;
  /** The CSRF token a page sends with state-changing GETs while it signs in by cookie. */
  readonly csrfToken: string | undefined;
  /** Gives the client a session token (httpOnly cookie for pages, Authorization header for API clients). */
  issue(token: string): void;
  /** Clears the session cookie. */
  clear(): void;
}

/** A file sent as multipart/form-data, read whole (uploads are small and size-capped). */
export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

/**
 * A large file sent as multipart/form-data (a route with `upload.toDisk`): streamed to a temporary file as
 * it arrives, never held in memory. The file is removed once the handler has answered, whatever the outcome.
 */
export interface SpooledFile {
  field: string;
  filename: string;
  mimeType: string;
  /** The temporary file holding the bytes. */
  path: string;
  size: number;
}

/** What a handler sees: its validated input, the request context, the session control, and the container. */
export interface ApiCall<Q, B> {
  query: Q;
  body: B;
  /** The uploaded file of an `upload` route. */
  file?: UploadedFile;
  /** The uploaded file of an `upload` route with `toDisk`. */
  spooledFile?: SpooledFile;
  request: RequestContext;
  session: SessionControl;
  /** The request's User-Agent (session records). */
  userAgent: string;
  /** A request header (lower-case name), for the few routes that read one (HTTP Basic of the contest API). */
  header?(name: string): string | undefined;
  get<T>(id: ServiceIdentifier<T>): T;
}

/**
 * One `/api` call, declared as data: path, method and parameter names as in the spec's api-calls.tsv,
 * DTO classes (class-validator) for the query and the body, the access rule and the use case to run.
 * The web layer mounts these, wraps the result in the `{status, msg, data}` envelope, and derives
 * the OpenAPI document from them, so a new route needs nothing else.
 */
export interface ApiRoute<Q = unknown, B = unknown, R = unknown> {
  method: HttpMethod;
  path: string;
  summary: string;
  /** OpenAPI tag: the spec's area (account, problem, admin, ...). */
  tag: string;
  access: RouteAccess;
  query?: DtoClass<Q>;
  body?: DtoClass<B>;
  /**
   * The spec's body is a bare JSON list (api-calls.tsv `body(List<…>)`): such a body is read as `{ [listBody]: list }`,
   * and the object form `{ [listBody]: [...] }` works as well.
   */
  listBody?: string;
  /**
   * A GET that changes state (the spec's are listed in SPEC_STATE_CHANGING_GETS: logout, resubmit,
   * admin/judge/*, delete-md-img, ...): it accepts only the Authorization header or a CSRF token, never the
   * cookie alone.
   */
  changesState?: boolean;
  /**
   * A multipart upload route: the form field holding the file, and the most bytes accepted (more: 400
   * 'error.fileTooLarge'). `toDisk`: the file is streamed to a temporary file (`call.spooledFile`) instead of
   * memory (`call.file`) — for archives of up to hundreds of MB.
   */
  upload?: { field: string; maxBytes: number; toDisk?: boolean };
  /**
   * Access decided from the validated query, before the body or an upload is read (an upload route whose callers
   * depend on `?gid=`: a group's admins): throws Unauthorized or Forbidden. Runs after `access`.
   */
  authorize?(call: { query: Q; request: RequestContext; get<T>(id: ServiceIdentifier<T>): T }): Promise<void> | void;
  /** i18n key of the success message put in `msg` (default 'success'). */
  successKey?: string;
  /** The use case. May answer synchronously (a cached read): the hot path then makes no promise at all. */
  handle(call: ApiCall<Q, B>): Promise<R> | R;
}

/** Declares a route with its types inferred from the DTO classes. */
export function defineRoute<Q = Record<string, never>, B = Record<string, never>, R = unknown>(route: ApiRoute<Q, B, R>): ApiRoute<Q, B, R> {
  return route;
}

/**
 * A handler result with a status other than 200 (e.g. 503 from the health check) or a specific
 * message; the body is still the envelope.
 */
export class Reply<T> {
  constructor(
    readonly status: number,
    readonly data: T,
    readonly msgKey?: string,
  ) {}
}

/**
 * A handler result that is a file rather than the envelope (test-data zips, exports): the web layer
 * sends the bytes with this type and an attachment disposition naming `filename`.
 */
export class FileDownload {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: Buffer,
  ) {}
}

/**
 * A handler result sent as it is, without the envelope (the ICPC Contest API answers its own JSON).
 */
export class RawResponse {
  constructor(
    readonly status: number,
    readonly contentType: string,
    readonly body: string | Buffer,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * A handler result that streams text (the contest API's NDJSON event feed): `open` writes through `write`
 * until the client leaves (then its returned close function runs); `keepAlive` is written after `keepAliveMs`
 * without other output, so proxies and clients keep the connection.
 */
export class TextStream {
  constructor(
    readonly contentType: string,
    readonly open: (write: (text: string) => void) => () => void,
    readonly keepAlive = '\n',
    readonly keepAliveMs = 60_000,
  ) {}
}

/**
 * The signed-in caller. A `login` route never runs without one (the router answers 401 first); an `anon`
 * route that needs one for a particular action says so with its own message (e.g. 'Please login first').
 */
export function signedInUser(call: ApiCall<unknown, unknown>, messageKey?: string): SessionUser {
  if (!call.request.user) throw new Unauthorized(messageKey);
  return call.request.user;
}
