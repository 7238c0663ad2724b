/** /training/:trainingID/rank (ui/tab-rank.tsx, shared with a group's training). */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, default, HydrateFallback, loader } from './ui/tab-rank';
