/** Strings of the sign-in flow beyond the dialog's labels: the login-first warning and the register form's availability checks (01 §5, §8). */
export const authMessages = {
  'en-US': {
    'auth.loginFirst': 'Please login first',
    'auth.usernameExists': 'The username already exists',
    'auth.emailExists': 'The e-mail already exists',
  },
  'zh-CN': {
    'auth.loginFirst': '请先登录',
    'auth.usernameExists': '用户名已存在',
    'auth.emailExists': '邮箱已存在',
  },
} as const;
