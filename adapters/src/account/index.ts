export { Argon2PasswordHasher, ARGON2_COST } from './argon2-password-hasher';
export { SvgCaptchaDrawer } from './svg-captcha-drawer';
