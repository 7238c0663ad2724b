/** The messages of the live-update streams' caps. */
export const liveStreamMessages = {
  'en-US': {
    'live.tooManyStreams': 'Too many live updates are open (at most {{perSession}} per session and {{perAddress}} per address); the page refreshes by polling instead',
  },
  'zh-CN': {
    'live.tooManyStreams': '打开的实时更新过多（每个会话最多 {{perSession}} 个，每个地址最多 {{perAddress}} 个），页面将改为定时刷新',
  },
};
