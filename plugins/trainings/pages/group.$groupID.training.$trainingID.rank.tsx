import Tab from './ui/tab-rank';
import { GroupTrainingPaths } from './ui/training-paths';

/** A group training's rank tab (03 §2 GroupTraining* routes): the site training page's, with its links inside the group. */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, HydrateFallback, loader } from './ui/tab-rank';

export default function GroupTrainingRank() {
  return (
    <GroupTrainingPaths>
      <Tab />
    </GroupTrainingPaths>
  );
}
