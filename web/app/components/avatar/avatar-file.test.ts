import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_LIMITS } from '@oj/core';
import { AVATAR_MAX_BYTES, AVATAR_OUTPUT_PX, AVATAR_TYPES, avatarFileProblem } from './avatar-file';
import { outputSide } from './crop-image';

describe('the avatar file check (01 §8 client messages)', () => {
  it('takes what the server takes', () => {
    expect(AVATAR_TYPES).toEqual(ACCOUNT_LIMITS.AVATAR_TYPES);
    expect(AVATAR_MAX_BYTES).toBe(ACCOUNT_LIMITS.AVATAR_MAX_BYTES);
  });

  it("says 'file type not supported' for another type and 'file exceeds 2MB' past 2 MiB", () => {
    expect(avatarFileProblem({ name: 'me.PNG', size: 1000 })).toBeUndefined();
    expect(avatarFileProblem({ name: 'me.jpeg', size: AVATAR_MAX_BYTES })).toBeUndefined();
    expect(avatarFileProblem({ name: 'me.svg', size: 1000 })).toBe('avatar.typeNotSupported');
    expect(avatarFileProblem({ name: 'png', size: 1000 })).toBe('avatar.typeNotSupported');
    expect(avatarFileProblem({ name: 'me.webp', size: AVATAR_MAX_BYTES + 1 })).toBe('avatar.tooLarge');
  });

  it('sends the crop at its own size, at most 256 px', () => {
    expect(outputSide({ x: 0, y: 0, width: 120.4, height: 120.4 })).toBe(120);
    expect(outputSide({ x: 10, y: 10, width: 2000, height: 2000 })).toBe(AVATAR_OUTPUT_PX);
  });
});
