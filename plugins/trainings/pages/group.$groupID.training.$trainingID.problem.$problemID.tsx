import Tab from './ui/tab-problem';
import { GroupTrainingPaths } from './ui/training-paths';

/** A group training's problem page (03 §2 GroupTraining* routes): the site training page's, with its links inside the group. */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, HydrateFallback, loader, meta, handle } from './ui/tab-problem';

export default function GroupTrainingProblemDetails() {
  return (
    <GroupTrainingPaths>
      <Tab />
    </GroupTrainingPaths>
  );
}
