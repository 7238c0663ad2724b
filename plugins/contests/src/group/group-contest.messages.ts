/** The group contest calls' messages and the group tab's label (03 §2, §6, §8), in both languages. */
export const groupContestMessages = {
  'en-US': {
    'groupContest.tab': 'Contest',
    'groupContest.groupNotFound': 'The group does not exist, or you are not its member',
    'groupContest.notGroupAdmin': 'Sorry, you do not have permission to do this: only the group admins may',
    'groupContest.notManager': "Sorry, you do not have permission to do this: only the group root or the contest's creator may",
    'groupContest.groupRequired': 'Choose the group (gid) of the contest',
    'groupContest.problemNotInGroup': 'The problem {{problemId}} is not a problem of this group',
    'groupContest.problemIdRequired': 'problemId is required',
    'groupContest.displayIdRequired': 'displayId is required',
  },
  'zh-CN': {
    'groupContest.tab': '比赛',
    'groupContest.groupNotFound': '团队不存在，或您不是团队成员',
    'groupContest.notGroupAdmin': '对不起，您无权操作：只有团队管理员可以',
    'groupContest.notManager': '对不起，您无权操作：只有团队超级管理员或比赛创建者可以',
    'groupContest.groupRequired': '请选择比赛所属的团队（gid）',
    'groupContest.problemNotInGroup': '题目 {{problemId}} 不是本团队的题目',
    'groupContest.problemIdRequired': 'problemId 为必填项',
    'groupContest.displayIdRequired': 'displayId 为必填项',
  },
};
