import type { ContainerModule } from '@oj/core';
import { ContestAcInfoRepository } from './ac-info.repository';
import { ContestAcInfoService } from './ac-info.service';
import { LiveAccess } from './live-access';
import { ContestPrintRepository } from './print.repository';
import { ContestPrintService } from './print.service';
import { ScrollBoardService } from './scroll-board.service';

export { liveRoutes } from './live.routes';
export { liveMessages } from './live.messages';
export { liveMigrations } from './live.migrations';
export { liveTabs } from './live-tabs';
export { medalDefaults, MEDAL_PERCENT, LIVE_LIMITS } from './live.rules';

/** Binds the live-contest tools' services (issue 21 items 1–4). */
export function bindLive(bind: Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind']): void {
  for (const service of [LiveAccess, ContestPrintRepository, ContestPrintService, ContestAcInfoRepository, ContestAcInfoService, ScrollBoardService]) bind(service).toSelf();
}
