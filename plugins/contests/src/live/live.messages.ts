/** The live-contest tools' API strings (02 §5, §8), in both languages; merged into the plugin's catalogue in index.ts. */
export const liveMessages = {
  'en-US': {
    'contest.print.contentRequired': 'Content cannot be empty',
    'contest.print.contentTooShort': 'The number of content cannot be less than 50',
    'contest.print.contentTooLong': 'The number of content cannot exceed 65535',
    'contest.print.closed': 'This contest has not opened printing',
    'contest.print.notFound': 'The print record does not exist',
    'contest.print.sent': 'Send successfully',
    'contest.live.adminOnly': 'Sorry, only the contest admin may do this',
    'contest.live.acmOnly': 'This is only for ACM contests',
    'contest.live.updated': 'Update Successfully',
    'contest.acInfo.notFound': 'The accepted submission does not exist in this contest',
  },
  'zh-CN': {
    'contest.print.contentRequired': '内容不能为空',
    'contest.print.contentTooShort': '内容字数不能少于50',
    'contest.print.contentTooLong': '内容字数不能超过65535',
    'contest.print.closed': '该比赛未开启打印功能',
    'contest.print.notFound': '该打印记录不存在',
    'contest.print.sent': '发送成功',
    'contest.live.adminOnly': '对不起，只有比赛管理员可以进行此操作',
    'contest.live.acmOnly': '该功能仅适用于ACM赛制比赛',
    'contest.live.updated': '修改成功',
    'contest.acInfo.notFound': '该比赛中不存在此通过的提交',
  },
};
