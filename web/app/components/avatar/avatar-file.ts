import type { MessageKey } from '../../i18n/messages';

/** What the avatar upload takes (01 §5, §8): these types, by name, and at most 2 MiB. The server checks the same (and the content). */
export const AVATAR_TYPES: readonly string[] = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The file picker's filter. */
export const AVATAR_ACCEPT = 'image/gif,image/jpeg,image/png,image/bmp,image/webp,.gif,.jpg,.jpeg,.png,.bmp,.webp';
/** The cropped square is sent at this size at most (a header or rank avatar is far smaller). */
export const AVATAR_OUTPUT_PX = 256;

/** Why a chosen file cannot be an avatar ('file type not supported', 'file exceeds 2MB'), or undefined. */
export function avatarFileProblem(file: { name: string; size: number }): MessageKey | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!AVATAR_TYPES.includes(extension)) return 'avatar.typeNotSupported';
  if (file.size > AVATAR_MAX_BYTES) return 'avatar.tooLarge';
  return undefined;
}
