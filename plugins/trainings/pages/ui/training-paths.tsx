import { useParams } from '@remix-run/react';
import { createContext, useContext, type ReactNode } from 'react';

/** Where a training's pages live: the site's /training, or a group's /group/:groupID/training (03 §2 route list). */
export interface TrainingPaths {
  list: string;
  training(tid: number | string): string;
}

const SITE: TrainingPaths = { list: '/training', training: (tid) => `/training/${encodeURIComponent(String(tid))}` };

/** The group's training routes (GroupTrainingList, GroupTrainingDetails and its tabs). */
export const groupTrainingPaths = (groupID: string): TrainingPaths => {
  const list = `/group/${encodeURIComponent(groupID)}/training`;
  return { list, training: (tid) => `${list}/${encodeURIComponent(String(tid))}` };
};

const PathsContext = createContext<TrainingPaths>(SITE);

export const useTrainingPaths = (): TrainingPaths => useContext(PathsContext);

/** The training tabs rendered under /group/:groupID/training: their links stay inside the group. */
export function GroupTrainingPaths({ children }: { children: ReactNode }) {
  const { groupID = '' } = useParams();
  return <PathsContext.Provider value={groupTrainingPaths(groupID)}>{children}</PathsContext.Provider>;
}
