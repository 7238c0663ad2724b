/** /training/:trainingID/problem/:problemID/full-screen (ui/tab-full-screen.tsx, shared with a group's training). */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, default, handle, HydrateFallback, loader, meta } from './ui/tab-full-screen';
