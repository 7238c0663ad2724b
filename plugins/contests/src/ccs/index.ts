import type { ContainerModule } from '@oj/core';
import { CcsAccess } from './ccs-access';
import { CcsRepository } from './ccs.repository';
import { CcsService } from './ccs.service';

export { ccsRoutes } from './ccs.routes';
export { ccsMessages } from './ccs.messages';

/** Binds the ICPC Contest API's services (CcsAccess keeps verified Basic credentials: one per process). */
export function bindCcs(bind: Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind']): void {
  bind(CcsRepository).toSelf();
  bind(CcsAccess).toSelf().inSingletonScope();
  bind(CcsService).toSelf();
}
