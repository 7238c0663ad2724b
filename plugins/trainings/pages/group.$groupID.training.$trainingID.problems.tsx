import Tab from './ui/tab-problems';
import { GroupTrainingPaths } from './ui/training-paths';

/** A group training's problems tab (03 §2 GroupTraining* routes): the site training page's, with its links inside the group. */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, HydrateFallback, loader, meta } from './ui/tab-problems';

export default function GroupTrainingProblemList() {
  return (
    <GroupTrainingPaths>
      <Tab />
    </GroupTrainingPaths>
  );
}
