/** Strings of the sign-in flow beyond the dialog's labels: the login-first warning (01 §8). */
export const authMessages = {
  'en-US': {
    'auth.loginFirst': 'Please login first',
  },
  'zh-CN': {
    'auth.loginFirst': '请先登录',
  },
} as const;
