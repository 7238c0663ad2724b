// What a plugin's pages (plugins/<id>/pages/*.tsx) may import from the site: `@oj/web/app/plugin-kit`.
// Everything else of web/app stays private to the core's pages (docs/plugins.md, Pages).
import type { AppLoadContext } from '@remix-run/node';
// redirect from the browser-safe package: this module reaches the client bundle, and in the dev server
// (no tree-shaking) '@remix-run/node' there fails on 'process is not defined'
import { redirect } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { pluginOffPath } from './components/route-notice';
import NotFound from './routes/$';

// the site's building blocks a plugin page may reuse (the same look and rules as the core's pages)
export type { RouteHandle } from './root';
export { api, type Envelope } from './components/api';
export { useAuthDialog } from './components/auth-dialog';
export { useLoginFirst } from './components/login-first';
export { useAbility } from './components/ability';
export { PageNumbers, Pager, pageOfUrl } from './components/pager';
// query changes that start from where a pending navigation goes, so a second filter clicked meanwhile keeps the first
export { useQueryChange, type QueryChange } from './components/use-query-change';
export type { QueryChangeOptions, QueryChanges } from './components/query-change';
export { Markdown } from './components/markdown/markdown';
export { DifficultyBadge } from './components/problem/difficulty';
export { MyStatus } from './components/problem/my-status';
export { ProblemView, ProblemLoadFailed } from './components/problem/problem-view';
export { problemMeta } from './components/problem/problem-route';
export { TagBadge } from './components/problem/tag-badge';
export { VideoFiles, hasFiles } from './components/problem/problem-files';
export { StatusTableProvider, StatusTag, statusOf, useStatusTable } from './components/submission/status-tag';
// the core's submission detail (facts, compile message, cases, code), for a plugin's own detail route (a contest's)
export { loadSubmission, SubmissionView, type LoadedSubmission, type SubmissionViewProps } from './components/submission/submission-view';
export type { LiveRowsSource } from './components/submission/use-live-rows';
export { isInProgress, type SubmissionPoll } from './components/submission/use-submission-updates';
export { formatAcRate, formatTime } from './format/format';
export { LocalDate } from './components/local-date';
export { notifyResult } from './components/notify';
export { registerSubmitConfirmation, type SubmitAttempt } from './components/problem/submit-hooks';
export { REMOTE_OJS } from './components/problem/list-query';
export { AdminLoading } from './admin/admin-loading';
export { AdminPager, currentPageOf, pageSizeOf } from './admin/admin-pager';
export { ConfirmDelete } from './admin/confirm-delete';
export { fieldErrorsOf, loadAdmin, send, useAdminCall, type FieldErrors } from './admin/admin-api';
// the core's problem form, for a plugin's own problems (a contest's): same fields and rules, the plugin's API
export { ProblemForm, type ProblemFormTarget } from './admin/problem/problem-form';
export { loadChoices, loadDraft, type StoredProblem } from './admin/problem/problem-api';
export { emptyDraft } from './admin/problem/problem-draft';

/** A page's strings in both languages (`pageMessages` of plugins/<id>/pages/messages.ts). */
export type PageMessages = Record<'en-US' | 'zh-CN', Record<string, string>>;

/**
 * First line of a plugin page's loader and action: while plugin `id` is switched off its pages send the
 * visitor home with its 'No Access' (as the discussion area's guard does, 03 §6), the words its API answers.
 */
export function requirePlugin(context: AppLoadContext, id: string): void {
  if (!context.services.plugins(context.request.locale).enabled.includes(id)) throw redirect(pluginOffPath(id));
}

/** Re-export as the page's `ErrorBoundary`: a page whose loader throws (a missing training, ...) shows the site's 404 page. */
export function ErrorBoundary() {
  return <NotFound />;
}

const added = new WeakMap<object, WeakSet<PageMessages>>();

/** `useTranslation()` that also knows the plugin page's own strings (added once per language instance). */
export function usePluginTranslation(messages: PageMessages) {
  const translation = useTranslation();
  const { i18n } = translation;
  let seen = added.get(i18n);
  if (!seen) added.set(i18n, (seen = new WeakSet()));
  if (!seen.has(messages)) {
    for (const locale of ['en-US', 'zh-CN'] as const) i18n.addResourceBundle(locale, 'translation', messages[locale], true, false);
    seen.add(messages);
  }
  return translation;
}
// the avatar picker's checks and crop dialog, for a plugin's own avatar (a group's: rotatable, 200×200)
export { AvatarCropDialog } from './components/avatar/avatar-crop-dialog';
export { AVATAR_ACCEPT, avatarFileProblem } from './components/avatar/avatar-file';

// the groups plugin's problem pages (issue 22): the problem form's calls of a plugin (a group's, with its gid),
// and the status list a group's Submission tab shows with its gid
export type { ProblemFormCalls } from './admin/problem/form-calls';
export { loadStatusList, StatusList, type LoadedStatusList } from './components/submission/status-list';

// a group tab's page (trainings, contests, discussions): the viewer's role as the groups layout loaded it
export { GROUP_LAYOUT_ROUTE, useGroupRole, type GroupRoleName } from './components/group-role';
