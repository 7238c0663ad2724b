import Tab from './ui/tab-full-screen';
import { GroupTrainingPaths } from './ui/training-paths';

/**
 * /group/:groupID/training/:trainingID/problem/:problemID/full-screen: a group training problem in focus mode
 * (outside the group's layout, as the site's), its exit and switcher inside the group.
 */
export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export { clientLoader, handle, HydrateFallback, loader, meta } from './ui/tab-full-screen';

export default function GroupTrainingProblemFullScreen() {
  return (
    <GroupTrainingPaths>
      <Tab />
    </GroupTrainingPaths>
  );
}
