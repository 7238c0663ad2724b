/** Strings of /message while the message centre (the messages plugin) does not exist yet. */
export const messageCentreMessages = {
  'en-US': {
    'messageCentre.title': 'Messages',
    'messageCentre.comingTitle': 'The message centre is not built yet',
    'messageCentre.comingText': 'Comments, replies, likes and system messages will be listed here once the message centre is available on this site.',
    'messageCentre.backHome': 'Back to home',
  },
  'zh-CN': {
    'messageCentre.title': '消息中心',
    'messageCentre.comingTitle': '消息中心尚未上线',
    'messageCentre.comingText': '消息中心上线后，评论、回复、点赞和系统消息都会在这里显示。',
    'messageCentre.backHome': '返回首页',
  },
} as const;
