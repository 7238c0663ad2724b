import { subscribe } from '@oj/core';
import { VirtualBoardStreamHub } from './virtual-board-stream.hub';

/** Every status change of a contest submission, from any process: a watched run of its user reads its board again (its own row may have changed). */
export const virtualSubscribers = [subscribe('submission.changed', ({ payload }, get) => (payload.cid ? get(VirtualBoardStreamHub).changed(payload) : undefined))];
