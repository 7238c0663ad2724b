/** Pushes one event (its name and its JSON data) down an open stream. */
export type StreamSend = (event: string, data: unknown) => void;

/**
 * A route's answer that is a live-update stream (Server-Sent Events) rather than the envelope. The web layer
 * opens it only within the caps (LiveStreamGate: per session and per client address, shared by every web
 * process), then calls `subscribe` with a way to send; the function `subscribe` returns is called once when
 * the stream ends (the client left, the site is closing). A route, the core's or a plugin's, returns one
 * from its handler: every stream of the site goes through the same caps.
 */
export class LiveStream {
  constructor(readonly subscribe: (send: StreamSend) => () => void) {}
}
