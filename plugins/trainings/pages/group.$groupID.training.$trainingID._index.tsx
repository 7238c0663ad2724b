import Tab from './ui/tab-introduction';
import { GroupTrainingPaths } from './ui/training-paths';

/** A group training's introduction tab (03 §2 GroupTraining* routes): the site training page's, with its links inside the group. */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, HydrateFallback, loader, meta } from './ui/tab-introduction';

export default function GroupTrainingIntroduction() {
  return (
    <GroupTrainingPaths>
      <Tab />
    </GroupTrainingPaths>
  );
}
