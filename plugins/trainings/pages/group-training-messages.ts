/** The group training pages' strings (03 §2 Training tab; the spec's words). */
export const groupTrainingMessages = {
  'en-US': {
    'groupTraining.create': 'Create',
    'groupTraining.admin': 'Training Admin',
    'groupTraining.cancelAdmin': 'Back',
    'groupTraining.adminTitle': 'Training Admin',
    'groupTraining.addFromGroup': 'Add from group problems',
    'groupTraining.groupProblemId': 'Problem ID',
    'groupTraining.groupProblemIdHint': 'The id of a problem of this group',
    'groupTraining.back': 'Back',
    'groupTraining.otherGroupProblem': 'Another group\'s problem: it can only be removed',
    'groupTraining.notYours': 'Only its author or the group root may change it',
  },
  'zh-CN': {
    'groupTraining.create': '创建',
    'groupTraining.admin': '训练管理',
    'groupTraining.cancelAdmin': '返回',
    'groupTraining.adminTitle': '训练管理',
    'groupTraining.addFromGroup': '从团队题库中添加',
    'groupTraining.groupProblemId': '题目ID',
    'groupTraining.groupProblemIdHint': '本团队题目的ID',
    'groupTraining.back': '返回',
    'groupTraining.otherGroupProblem': '其他团队的题目：只能移除',
    'groupTraining.notYours': '只有作者或团队拥有者可以修改',
  },
};
