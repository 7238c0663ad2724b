import type { ContainerModule } from '@oj/core';
import { VirtualBoardCache } from './virtual-board.cache';
import { VirtualBoardStreamHub } from './virtual-board-stream.hub';
import { VirtualRunRepository } from './virtual.repository';
import { VirtualContestService } from './virtual.service';

export { virtualRoutes } from './virtual.routes';
export { virtualMessages } from './virtual.messages';
export { virtualMigrations } from './virtual.migrations';
export { virtualSubscribers } from './virtual.subscribers';
export { VirtualContestService } from './virtual.service';

/** Binds the virtual runs' services (issue 21 item 7). */
export function bindVirtual(bind: Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind']): void {
  for (const service of [VirtualRunRepository, VirtualContestService]) bind(service).toSelf();
  // one per process: it keeps the real board per elapsed second
  bind(VirtualBoardCache).toSelf().inSingletonScope();
  // one per process: it holds the open virtual board streams
  bind(VirtualBoardStreamHub).toSelf().inSingletonScope();
}
