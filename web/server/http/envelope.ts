/** The `/api` response shape of the spec: `{status, msg, data}`; `status` repeats the HTTP code. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export function okEnvelope<T>(data: T, msg: string): Envelope<T> {
  return { status: 200, msg, data };
}

export function errorEnvelope(status: number, msg: string, data: unknown = null): Envelope {
  return { status, msg, data };
}
