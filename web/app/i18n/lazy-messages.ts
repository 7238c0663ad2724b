/** Strings of a lazily loaded screen part that could not be loaded (01 §8, §9). */
export const lazyMessages = {
  'en-US': {
    'lazy.failed': 'This part of the page could not be loaded.',
    'lazy.retry': 'Retry',
  },
  'zh-CN': {
    'lazy.failed': '页面的这一部分加载失败。',
    'lazy.retry': '重试',
  },
} as const;
