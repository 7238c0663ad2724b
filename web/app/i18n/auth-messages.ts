/** Strings of the sign-in flow beyond the dialog's labels: the login-first warning, the register form's availability checks and the reset's ending (01 §5, §8). */
export const authMessages = {
  'en-US': {
    'auth.loginFirst': 'Please login first',
    'auth.usernameExists': 'The username already exists',
    'auth.emailExists': 'The e-mail already exists',
    'auth.passwordReset': 'Your password has been reset',
  },
  'zh-CN': {
    'auth.loginFirst': '请先登录',
    'auth.usernameExists': '用户名已存在',
    'auth.emailExists': '邮箱已存在',
    'auth.passwordReset': '您的密码已重置',
  },
} as const;
