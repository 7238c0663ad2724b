/** /training/:trainingID: the introduction tab (ui/tab-introduction.tsx, shared with a group's training). */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, default, HydrateFallback, loader, meta } from './ui/tab-introduction';
