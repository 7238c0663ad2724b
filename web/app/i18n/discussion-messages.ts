/** Strings of the discussion area's guard and its placeholder page, in both languages. */
export const discussionMessages = {
  'en-US': {
    'discussion.noAccess': 'No Access, there is no open discussion area',
    'discussion.noGroupAccess': 'No Access, there is no open group discussion area',
    'discussion.title': 'Discussion',
    'discussion.comingTitle': 'Discussions are coming',
    'discussion.comingText': 'The discussion area is open, but its boards are not available on this site yet. Come back soon.',
    'discussion.backToProblems': 'Browse problems',
  },
  'zh-CN': {
    'discussion.noAccess': '无权访问，当前没有开放的讨论区',
    'discussion.noGroupAccess': '无权访问，当前没有开放的团队讨论区',
    'discussion.title': '讨论',
    'discussion.comingTitle': '讨论区即将上线',
    'discussion.comingText': '讨论区已开放，但本站的讨论功能尚未上线，敬请期待。',
    'discussion.backToProblems': '去看看题目',
  },
} as const;
