import { useEffect, useState, type ReactNode } from 'react';

/** Renders `children` only after hydration (monaco and ECharts need the DOM); `fallback` on the server and the first render. */
export function ClientOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
