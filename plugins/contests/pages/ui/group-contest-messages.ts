/** The group Contest tab's own strings (03 §2 Contest tab, §6), both languages; the rest are the contest and admin contest pages'. */
export const groupContestPageMessages = {
  'en-US': {
    'groupContest.tab': 'Contest',
    'groupContest.admin': 'Contest Admin',
    'groupContest.cancelAdmin': 'Cancel Admin',
    'groupContest.create': 'Create',
    'groupContest.back': 'Back',
    'groupContest.addFromGroup': 'Add from group problems',
    'groupContest.groupProblemId': 'Problem ID (in this group)',
    'groupContest.hidden': 'Hidden',
    'groupContest.notYours': "Only the group root or the contest's creator",
    'groupContest.createProblem': 'Create a group problem',
    'groupContest.loadFailed': 'The group contests could not be loaded',
  },
  'zh-CN': {
    'groupContest.tab': '比赛',
    'groupContest.admin': '比赛管理',
    'groupContest.cancelAdmin': '取消管理',
    'groupContest.create': '创建',
    'groupContest.back': '返回',
    'groupContest.addFromGroup': '从团队题目添加',
    'groupContest.groupProblemId': '题目 ID（本团队）',
    'groupContest.hidden': '隐藏',
    'groupContest.notYours': '仅团队超级管理员或比赛创建者可操作',
    'groupContest.createProblem': '创建团队题目',
    'groupContest.loadFailed': '无法加载团队比赛',
  },
};
