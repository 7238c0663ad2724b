import { LOGGER, MESSAGE_PORT, type MessageKind, type MessageSource, type ServiceGetter } from '@oj/core';

/**
 * Posts one message through the core's message port (issue 20 item 6). The post comes after the user's own
 * write has been stored: a message centre that fails must not undo a comment, so a failure is logged, not thrown.
 */
export async function notify(get: ServiceGetter, uid: string, kind: MessageKind, source: MessageSource): Promise<void> {
  try {
    await get(MESSAGE_PORT).post(uid, kind, source);
  } catch (error) {
    get(LOGGER).warn({ err: error, uid, kind, source: `${source.type}:${source.id}` }, 'discussions: a message could not be posted');
  }
}

/** The link of a discussion's message (02 §3 Message url). */
export const discussionUrl = (did: number): string => `/discussion-detail/${did}`;
