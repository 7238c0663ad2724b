import { REMOTE_JUDGE_ADAPTERS } from './judges/registry';

const judges = REMOTE_JUDGE_ADAPTERS.map((a) => a.data);

/** The plugin's strings, in both languages: settings, errors, the admin's pages. */
export const remoteJudgeMessages = {
  'en-US': {
    ...Object.fromEntries(judges.map((j) => [`remote.setting.enable.${j.key}`, `${j.name} (${j.key}): enabled`])),
    ...Object.fromEntries(judges.filter((j) => j.key !== 'GYM').map((j) => [`remote.setting.host.${j.key}`, `${j.name} address${j.key === 'CF' ? ' (Gym too)' : ''}`])),
    'remote.setting.host.LIBREApi': 'LibreOJ API address',
    'remote.setting.hostHelp': 'The judge\'s address, e.g. a mirror; http:// or https://',
    'remote.setting.pollDeadline': 'Verdict deadline (s)',
    'remote.setting.pollDeadlineHelp': 'A submission without a verdict by then ends in Submitted Failed; its resubmit asks again',
    'remote.setting.healthCheck': 'Health check every (minutes)',
    'remote.setting.healthCheckHelp': '0: only when the admin asks',
    'remote.problemIdForm': 'This is not a problem id of {{name}}: ids look like {{example}}',
    'remote.problemMissing': '{{name}} has no problem {{problemId}}',
    'remote.judgeFailed': 'The remote judge failed: {{message}}',
    'remote.accountNamesMissing': '{{field}} needs its {{names}} beside it',
    'remote.accountListsDiffer': '{{names}} and {{passwords}} must be lists of the same length',
    'remote.accountNameEmpty': '{{field}} holds an empty username',
    'remote.accountTwice': 'The {{judge}} account {{username}} is listed twice',
    'remote.accountFromEnvironment': 'The {{judge}} account {{username}} comes from the environment (REMOTE_JUDGE_ACCOUNTS) and is edited there',
    'remote.accountPasswordRequired': 'The new {{judge}} account {{username}} needs a password',
    'remote.adminImport': 'Remote judge problems',
  },
  'zh-CN': {
    ...Object.fromEntries(judges.map((j) => [`remote.setting.enable.${j.key}`, `启用 ${j.name}（${j.key}）`])),
    ...Object.fromEntries(judges.filter((j) => j.key !== 'GYM').map((j) => [`remote.setting.host.${j.key}`, `${j.name} 地址${j.key === 'CF' ? '（Gym 同用）' : ''}`])),
    'remote.setting.host.LIBREApi': 'LibreOJ API 地址',
    'remote.setting.hostHelp': '该平台的地址（例如镜像站），以 http:// 或 https:// 开头',
    'remote.setting.pollDeadline': '等待评测结果的期限（秒）',
    'remote.setting.pollDeadlineHelp': '超过期限仍无结果的提交记为提交失败，重新提交会再次查询',
    'remote.setting.healthCheck': '健康检查间隔（分钟）',
    'remote.setting.healthCheckHelp': '0：仅在管理员要求时检查',
    'remote.problemIdForm': '这不是 {{name}} 的题号：题号形如 {{example}}',
    'remote.problemMissing': '{{name}} 上没有题目 {{problemId}}',
    'remote.judgeFailed': '远程评测平台出错：{{message}}',
    'remote.accountNamesMissing': '{{field}} 需要同时提交 {{names}}',
    'remote.accountListsDiffer': '{{names}} 与 {{passwords}} 的长度必须相同',
    'remote.accountNameEmpty': '{{field}} 中有空的用户名',
    'remote.accountTwice': '{{judge}} 账号 {{username}} 重复出现',
    'remote.accountFromEnvironment': '{{judge}} 账号 {{username}} 来自环境变量（REMOTE_JUDGE_ACCOUNTS），请在那里修改',
    'remote.accountPasswordRequired': '新的 {{judge}} 账号 {{username}} 需要密码',
    'remote.adminImport': '远程题目',
  },
};
