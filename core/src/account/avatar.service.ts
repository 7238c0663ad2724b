import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { FILE_STORE, type FileStore } from '../file/file-store.port';
import { extensionOf, sniffImageType } from '../file/image-type';
import { NotFound, ValidationError } from '../shared/errors';
import { ACCOUNT_LIMITS } from './account-limits';
import { userInfoOf, type UserInfo } from './user.model';
import { USER_REPOSITORY, type UserRepository } from './user.repository';

/**
 * A user's avatar: gif/jpg/jpeg/png/bmp/webp by name AND by content (a renamed file is refused),
 * at most 2 MiB, kept in the FileStore by content hash.
 */
@injectable()
export class AvatarService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(FILE_STORE) private readonly files: FileStore,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  async upload(uid: string, file: { filename: string; data: Buffer }): Promise<UserInfo> {
    const declared = extensionOf(file.filename);
    const actual = sniffImageType(file.data);
    if (!ACCOUNT_LIMITS.AVATAR_TYPES.includes(declared) || !actual) {
      throw new ValidationError('account.avatarType', {}, [{ field: 'image', key: 'account.avatarType' }]);
    }
    const stored = await this.files.put(file.data, { maxBytes: ACCOUNT_LIMITS.AVATAR_MAX_BYTES });
    await this.users.updateAvatar(uid, stored.hash);
    await this.events.publish('account.changed', { uid });
    const user = await this.users.findByUid(uid);
    if (!user) throw new NotFound('account.userNotFound');
    return userInfoOf(user);
  }
}
