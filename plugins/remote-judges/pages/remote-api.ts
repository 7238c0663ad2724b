import { api, type Envelope } from '@oj/web/app/plugin-kit';

/** A remote judge enabled on this site (`get-remote-judge-list`). */
export interface RemoteJudgeView {
  oj: string;
  name: string;
  url: string;
  healthy: boolean | null;
  lastCheck: string | null;
}

/** A problem as a remote judge states it (the preview). */
export interface RemotePreview {
  problemId: string;
  existingPid: number | null;
  problem: {
    remoteId: string;
    title: string;
    description: string;
    input: string;
    output: string;
    hint: string;
    examples: Array<{ input: string; output: string }>;
    timeLimit: number;
    memoryLimit: number;
    url: string;
    tags: string[];
  };
}

const locale = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);
const call = <T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<Envelope<T>> => api<T>(path, { ...options, locale: locale() });

let csrfToken: Promise<string | undefined> | undefined;
/** The session's CSRF token (the import is a state-changing GET, docs/api.md). */
function csrf(): Promise<string | undefined> {
  csrfToken ??= call<{ csrfToken?: string } | null>('/api/get-user-auth-info').then((a) => a.data?.csrfToken ?? undefined);
  return csrfToken;
}

export const remoteApi = {
  judges: () => call<RemoteJudgeView[]>('/api/get-remote-judge-list'),
  preview: (name: string, problemId: string) => call<RemotePreview>(`/api/admin/problem/preview-remote-oj-problem?${new URLSearchParams({ name, problemId })}`),
  import: async (name: string, problemId: string) => {
    const search = new URLSearchParams({ name, problemId });
    const token = await csrf();
    if (token) search.set('csrf', token);
    return call<{ pid: number; problemId: string; title: string }>(`/api/admin/problem/import-remote-oj-problem?${search}`);
  },
  checkHealth: (name: string) => call<{ healthy: boolean | null; lastCheck: string | null; message: string | null }>('/api/admin/remote-judge/check-health', { method: 'POST', body: { name } }),
};
