import { ValidationError } from '@oj/core';
import { GROUP_AUTHS, GROUP_LIMITS, GroupAuth, MemberAuth, type GroupDraft } from './group.model';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function lengthIn(field: string, value: string, min: number, max: number): void {
  if (!value) throw new ValidationError('group.fieldRequired', { field }, [{ field, key: 'group.fieldRequired', params: { field } }]);
  if (value.length < min || value.length > max) {
    throw new ValidationError('group.fieldLength', { field, min, max }, [{ field, key: 'group.fieldLength', params: { field, min, max } }]);
  }
}

/** The group create and setting form (03 §5): name 5–25, shortName 5–10, brief 5–50, description 5–1000, auth, a 6-character code unless public. */
export function groupDraftOf(body: Record<string, unknown>): GroupDraft {
  const name = text(body.name);
  const shortName = text(body.shortName);
  const brief = text(body.brief);
  const description = text(body.description);
  lengthIn('name', name, GROUP_LIMITS.nameMin, GROUP_LIMITS.nameMax);
  lengthIn('shortName', shortName, GROUP_LIMITS.shortNameMin, GROUP_LIMITS.shortNameMax);
  lengthIn('brief', brief, GROUP_LIMITS.briefMin, GROUP_LIMITS.briefMax);
  const auth = Number(body.auth);
  if (!GROUP_AUTHS.includes(auth)) throw new ValidationError('group.authInvalid', {}, [{ field: 'auth', key: 'group.authInvalid' }]);
  let code: string | null = null;
  if (auth !== GroupAuth.PUBLIC) {
    code = text(body.code);
    if (code.length !== GROUP_LIMITS.codeLength) throw new ValidationError('group.codeLength', {}, [{ field: 'code', key: 'group.codeLength' }]);
  }
  lengthIn('description', description, GROUP_LIMITS.descriptionMin, GROUP_LIMITS.descriptionMax);
  return { name, shortName, brief, description, auth, code, visible: body.visible === undefined || body.visible === null ? true : body.visible !== false };
}

/** Apply to join (03 §5): a private group's code is 6 long; a non-public group needs a reason of 5–100 characters. */
export function checkApplication(auth: number, code: string | undefined, reason: string | undefined): string | null {
  if (auth === GroupAuth.PRIVATE && (code ?? '').trim().length !== GROUP_LIMITS.codeLength) throw new ValidationError('group.codeLength', {}, [{ field: 'code', key: 'group.codeLength' }]);
  if (auth === GroupAuth.PUBLIC) return null;
  const given = (reason ?? '').trim();
  if (given.length < GROUP_LIMITS.reasonMin || given.length > GROUP_LIMITS.reasonMax) {
    throw new ValidationError('group.reasonLength', {}, [{ field: 'reason', key: 'group.reasonLength' }]);
  }
  return given;
}

/** Who changes a member row: the super admin, the owner (auth 5), or a group admin (auth 4). */
export interface MemberActor {
  superAdmin: boolean;
  /** The actor's own member auth (0 when not a member). */
  auth: number;
}

/** The member auths a PUT may set: refused, member, admin (accepting is 1 → 3; the owner's 5 is never given or taken). */
export const SETTABLE_MEMBER_AUTHS: readonly number[] = [MemberAuth.REFUSED, MemberAuth.MEMBER, MemberAuth.ADMIN];

/**
 * 03 §6 member role select: the owner's row is never changed (no transfer) and nobody is made owner; a super
 * admin or the owner sets any other row to refused, member or admin; anyone else (a group admin) changes only
 * rows below their own auth, to levels below their own (HOJ's select disables the levels at or above the viewer's).
 */
export function mayChangeMember(actor: MemberActor, targetAuth: number, newAuth: number): boolean {
  if (targetAuth === MemberAuth.ROOT || !SETTABLE_MEMBER_AUTHS.includes(newAuth)) return false;
  if (actor.superAdmin || actor.auth === MemberAuth.ROOT) return true;
  if (actor.auth < MemberAuth.ADMIN) return false;
  return targetAuth < actor.auth && newAuth < actor.auth;
}

/** 03 §6 delete member: never oneself; the owner only by the super admin (it disbands); otherwise the owner, the super admin, or an admin on lower rows. */
export function mayKick(actor: MemberActor & { uid: string }, target: { uid: string; auth: number }): boolean {
  if (actor.uid === target.uid) return false;
  if (target.auth === MemberAuth.ROOT) return actor.superAdmin;
  if (actor.superAdmin || actor.auth === MemberAuth.ROOT) return true;
  return actor.auth >= MemberAuth.ADMIN && target.auth < actor.auth;
}
