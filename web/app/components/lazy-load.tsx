import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A lazily loaded screen part (monaco, ECharts) that has not arrived after this long has failed (01 §9). */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

/** `load()`, or a rejection once `ms` have passed without an answer. */
export function loadWithin<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`lazy load timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A module loaded on demand: what has arrived (kept for later mounts), and how to ask for it. A failure is not kept, so asking again retries. */
export interface LazyModule<T> {
  loaded?: T;
  load(): Promise<T>;
}

export function lazyModule<T>(load: () => Promise<T>, timeoutMs = LAZY_LOAD_TIMEOUT_MS): LazyModule<T> {
  const module: LazyModule<T> = {
    loaded: undefined,
    load: () =>
      loadWithin(load, timeoutMs).then((value) => {
        module.loaded = value;
        return value;
      }),
  };
  return module;
}

/**
 * Renders `children` with the module once it has arrived, `fallback` while it loads, and — when the load
 * fails or takes longer than 120 s — a message with a Retry button instead of a spinner that never ends.
 */
export function LazyLoad<T>({ module, fallback, height, children }: { module: LazyModule<T>; fallback: ReactNode; height?: number | string; children(loaded: T): ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ loaded?: T; failed?: boolean }>(() => ({ loaded: module.loaded }));
  const [attempt, setAttempt] = useState(0);
  const waiting = !state.loaded && !state.failed;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    module.load().then(
      (loaded) => live && setState({ loaded }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [module, attempt, waiting]);
  if (state.loaded) return <>{children(state.loaded)}</>;
  if (state.failed) {
    return (
      <Stack h={height} align="center" justify="center" gap="xs" data-testid="lazy-failed">
        <Text size="sm" c="red">{t('lazy.failed')}</Text>
        <Button size="xs" variant="light" onClick={() => { setState({}); setAttempt((n) => n + 1); }} data-testid="lazy-retry">{t('lazy.retry')}</Button>
      </Stack>
    );
  }
  return <>{fallback}</>;
}
