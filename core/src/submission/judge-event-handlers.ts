import type { Container } from 'inversify';
import { CheckerCompiler } from '../judge/checker-compiler';
import { JUDGE_EVENT_HANDLERS } from '../judge/judge-event-router';
import { JudgingService } from './judging.service';
import { TestRunService } from './test-run.service';

/**
 * Binds the table of the runners' event handlers the JudgeEventRouter reads: submissions, test runs and
 * checker compiles. Each service is resolved on its first event, so nothing must be constructed before
 * the router starts.
 */
export function bindJudgeEventHandlers(container: Container): void {
  container.bind(JUDGE_EVENT_HANDLERS).toConstantValue({
    submission: (event) => container.get(JudgingService).onEvent(event),
    'test-run': (event) => container.get(TestRunService).onEvent(event),
    'compile-checker': (event) => container.get(CheckerCompiler).onEvent(event),
  });
}
