/** Refusals of the ICPC Contest API (both languages). */
export const ccsMessages = {
  'en-US': {
    'ccs.badCredentials': 'Wrong username or password',
    'ccs.loginRequired': 'Please login first',
    'ccs.noAccess': 'You have no access to this contest',
    'ccs.acmOnly': 'The ICPC Contest API serves ACM contests only',
    'ccs.objectNotFound': 'No such object in this contest: {{id}}',
    'ccs.badSinceToken': 'The since_token is not a token of this event feed',
  },
  'zh-CN': {
    'ccs.badCredentials': '用户名或密码错误',
    'ccs.loginRequired': '请先登录',
    'ccs.noAccess': '你没有访问该比赛的权限',
    'ccs.acmOnly': 'ICPC Contest API 只提供 ACM 赛制的比赛',
    'ccs.objectNotFound': '该比赛中没有此对象：{{id}}',
    'ccs.badSinceToken': 'since_token 不是该事件流的令牌',
  },
};
