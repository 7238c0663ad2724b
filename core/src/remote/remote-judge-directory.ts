import { inject, injectable } from 'inversify';
import type { ServiceGetter } from '../plugin/background-services';
import type { ExtensionPoint } from '../plugin/extension-point';
import { REMOTE_JUDGE_KEYS } from '../problem/problem-oj';
import { REMOTE_JUDGES, type RemoteJudge } from './remote-judge';

/** A remote judge as the pages list it (home card, problem tabs). */
export interface RemoteJudgeView {
  oj: string;
  name: string;
  url: string;
  /** The last health check's outcome; null before the first. */
  healthy: boolean | null;
  lastCheck: Date | null;
}

/** The enabled remote judges, in the spec's order (01 §1), as every page shows them. */
@injectable()
export class RemoteJudgeDirectory {
  constructor(@inject(REMOTE_JUDGES) private readonly judges: ExtensionPoint<RemoteJudge>) {}

  async enabled(get: ServiceGetter): Promise<RemoteJudgeView[]> {
    const order = (id: string) => (REMOTE_JUDGE_KEYS as readonly string[]).indexOf(id);
    const judges = this.judges.list().sort((a, b) => order(a.id) - order(b.id));
    const views = await Promise.all(
      judges.map(async (judge) => {
        const state = await judge.state(get);
        return state.enabled ? { oj: judge.id, name: judge.name, url: judge.siteUrl(get), healthy: state.healthy, lastCheck: state.lastCheck } : undefined;
      }),
    );
    return views.filter((v): v is RemoteJudgeView => v !== undefined);
  }
}
