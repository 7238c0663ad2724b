/** The public problem calls' messages (01 §7, §8), in both languages. */
export const problemMessages = {
  'en-US': {
    'problem.notFound': 'The problem does not exist',
    'problem.noPublicProblem': 'No random problem: the problem bank has no public problem yet',
    'problem.contextNotFound': 'The training, contest or group does not exist',
    'problem.pidRequired': 'The problem id (pid) must be a whole number',
    'problem.problemIdRequired': 'The problem id is required',
    'problem.tagIdInvalid': 'tagId must be a list of at most 32 tag ids (whole numbers)',
    'problem.difficultyInvalid': 'The difficulty must be an integer from 0 to 9',
    'problem.pidListInvalid': 'pidList must be a list of at most 300 problem ids (whole numbers)',
    'problem.setRequired': 'set must be true or false',
  },
  'zh-CN': {
    'problem.notFound': '该题目不存在',
    'problem.noPublicProblem': '获取随机题目失败，题库暂无公开题目！',
    'problem.contextNotFound': '该训练、比赛或团队不存在',
    'problem.pidRequired': '题目编号（pid）必须是整数',
    'problem.problemIdRequired': '题目展示ID不能为空',
    'problem.tagIdInvalid': 'tagId 必须是最多 32 个标签编号（整数）组成的列表',
    'problem.difficultyInvalid': '难度必须是 0 到 9 之间的整数',
    'problem.pidListInvalid': 'pidList 必须是最多 300 个题目编号（整数）组成的列表',
    'problem.setRequired': 'set 必须是 true 或 false',
  },
};
