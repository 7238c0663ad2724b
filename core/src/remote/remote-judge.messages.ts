/** The remote judges' messages of the core (the import, the switch page's accounts), in both languages. */
export const remoteJudgeMessages = {
  'en-US': {
    'remote.imported': 'Import Successfully',
    'remote.nameRequired': 'name must be a remote judge: HDU, CF, POJ, GYM, AC, SPOJ or LIBRE',
    'remote.problemIdRequired': 'problemId is required (at most 64 characters)',
    'remote.unknownJudge': '{{name}} is not a remote judge: use one of {{keys}}',
    'remote.judgeUnavailable': 'The remote judge {{name}} is not enabled on this site',
    'remote.problemExists': 'The problem {{problemId}} has been imported already',
    'remote.accountsUnavailable': 'The remote judges\' accounts ({{fields}}) need the remote judges plugin, which is not enabled',
    'remote.accountList': '{{field}} must be a list of at most 100 names or passwords of at most 200 characters',
  },
  'zh-CN': {
    'remote.imported': '导入成功',
    'remote.nameRequired': 'name 必须是远程评测平台之一：HDU、CF、POJ、GYM、AC、SPOJ 或 LIBRE',
    'remote.problemIdRequired': 'problemId 不能为空（最多 64 个字符）',
    'remote.unknownJudge': '{{name}} 不是远程评测平台：请使用 {{keys}} 之一',
    'remote.judgeUnavailable': '本站未开启远程评测平台 {{name}}',
    'remote.problemExists': '题目 {{problemId}} 已导入，请勿重复导入',
    'remote.accountsUnavailable': '远程评测账号（{{fields}}）需要远程评测插件，该插件未开启',
    'remote.accountList': '{{field}} 必须是最多 100 个用户名或密码（每个最多 200 个字符）组成的列表',
  },
};
