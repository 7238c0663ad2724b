import { Alert } from '@mantine/core';
import { useState } from 'react';
import type { Envelope } from './api';
import { useCountdown } from './use-countdown';

/** What a login refused with 429 carries besides its message (issue 18). */
export interface LoginRefusal {
  /** Seconds until a try may be made again (the Retry-After header's value). */
  retryAfter?: number;
  /** The account is guarded: the next try needs the slide puzzle too. */
  requireSlider?: boolean;
}

export interface LoginWait {
  /** Seconds left; the login button stays disabled until 0. */
  left: number;
  /** The server's message of the refusal, while the wait lasts. */
  message: string | undefined;
  /** Starts the wait of a 429 answer. */
  refused(envelope: Envelope<LoginRefusal | null>): void;
}

/**
 * A refused login's wait, in the login dialog and the admin login: too many failures from the address, a
 * guarded account's turn not come yet, or a room signing in at once. The form shows the server's message
 * and counts down on its button; the solved puzzle is kept (the server did not use it).
 */
export function useLoginWait(): LoginWait {
  const [left, setLeft] = useCountdown();
  const [message, setMessage] = useState<string>();
  return {
    left,
    message: left > 0 ? message : undefined,
    refused(envelope) {
      const seconds = Number(envelope.data?.retryAfter);
      setMessage(envelope.msg);
      setLeft(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1);
    },
  };
}

/** The refusal's message above the form, while the wait lasts. */
export function LoginWaitNotice({ wait }: { wait: LoginWait }) {
  return wait.message ? <Alert color="orange" data-testid="login-wait">{wait.message}</Alert> : null;
}
