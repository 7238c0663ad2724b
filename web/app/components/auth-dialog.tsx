import { Alert, Anchor, Button, Group, Image, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useLocation } from '@remix-run/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, reported } from './api';
import { LoginWaitNotice, useLoginWait, type LoginRefusal } from './login-wait';
import { announceSession } from './session-sync';
import { SlidePuzzle } from './slide-puzzle';
import { useTakenCheck } from './taken-check';
import { useCountdown } from './use-countdown';

export type AuthMode = 'login' | 'register' | 'reset';

/** The query parameter that opens the login dialog on arrival (a login-only route's redirect, a finished password reset). */
export const LOGIN_PARAM = 'login';

/** Home with the login dialog open: where a password reset ends (01 §4). */
export const HOME_WITH_LOGIN = `/home?${LOGIN_PARAM}=1`;

interface AuthDialogState {
  open(mode?: AuthMode): void;
}

const AuthDialogContext = createContext<AuthDialogState>({ open: () => {} });

/** Opens the one login / register / reset-password dialog from anywhere on the page. */
export function useAuthDialog(): AuthDialogState {
  return useContext(AuthDialogContext);
}

/** This tab's note that the server wants the slide puzzle before the next login (sessionStorage). */
const SLIDER_MARK = 'oj.login.slider';

function readSliderMark(): boolean {
  try {
    return sessionStorage.getItem(SLIDER_MARK) === '1';
  } catch {
    return false; // storage refused (a private window's settings): the server still asks
  }
}

function writeSliderMark(needed: boolean): void {
  try {
    if (needed) sessionStorage.setItem(SLIDER_MARK, '1');
    else sessionStorage.removeItem(SLIDER_MARK);
  } catch {
    // storage refused: the server still asks for the puzzle, one try later
  }
}

const REGISTER_RESEND_SECONDS = 60;
const RESET_RESEND_SECONDS = 90;

/**
 * The authentication dialog of 01 §2: titled with the mode and the short site name; register only when the
 * site allows it, without the e-mailed code when the site switch `registerWithoutEmailCode` is on.
 */
export function AuthDialogProvider({ children, shortName, registerOpen, registerWithoutCode = false, locale, initialMode }: { children: ReactNode; shortName: string; registerOpen: boolean; registerWithoutCode?: boolean; locale: string; initialMode?: AuthMode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AuthMode | undefined>(initialMode);
  // the one client-side check beside its field; the server's refusals are toasts (api(), 01 §8)
  const [mismatch, setMismatch] = useState(false);
  const [info, setInfo] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({ username: '', password: '', passwordAgain: '', email: '', code: '', captcha: '' });
  const [needSlider, setNeedSlider] = useState(false);
  // a refused login's wait (429: the address's failures, a guarded account's turn): message and countdown
  const loginWait = useLoginWait();
  // the server asks for the slide puzzle after 5 failed logins (01 §4); the tab remembers it across reloads,
  // so the next try shows the puzzle at once instead of failing once more first
  useEffect(() => {
    if (readSliderMark()) setNeedSlider(true);
  }, []);
  const [sliderPass, setSliderPass] = useState<string>();
  const [captcha, setCaptcha] = useState<{ img: string; captchaKey: string }>();
  // two timers (01 §4): a register code may be sent again after 60 s, a reset mail asked again after 90 s
  const [registerWait, setRegisterWait] = useCountdown();
  const [resetWait, setResetWait] = useCountdown();
  const taken = useTakenCheck(locale);
  const { key: visit } = useLocation();
  const set = (field: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [field]: e.currentTarget.value });

  const open = (next: AuthMode = 'login') => {
    setMode(next);
    setMismatch(false);
    setInfo(undefined);
  };
  // a move to a page that asks for the dialog (a guard's redirect) opens it, not only the first page load
  useEffect(() => {
    if (initialMode) open(initialMode);
  }, [initialMode, visit]);
  useEffect(() => {
    if (mode === 'reset' && !captcha) void api<{ img: string; captchaKey: string }>('/api/captcha').then((r) => setCaptcha(r.data));
  }, [mode, captcha]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const login = () =>
    run(async () => {
      const r = await api<LoginRefusal | null>('/api/login', { method: 'POST', body: { username: form.username, password: form.password, sliderPass }, locale, quiet: 'a 429 is shown in the dialog with its countdown; other refusals below' });
      // a 429 was answered before the puzzle's pass was looked at: it stays for the next try
      if (r.status === 429) loginWait.refused(r);
      else {
        reported(r);
        setSliderPass(undefined);
      }
      if (r.status === 200) {
        writeSliderMark(false);
        announceSession('signed-in');
        window.location.reload();
        return;
      }
      if (r.data?.requireSlider) {
        setNeedSlider(true);
        writeSliderMark(true);
      }
    });

  const sendCode = () =>
    run(async () => {
      const r = await api(`/api/get-register-code?email=${encodeURIComponent(form.email)}`, { locale, changesState: true });
      if (r.status === 200) setRegisterWait(REGISTER_RESEND_SECONDS);
    });

  const register = () =>
    run(async () => {
      setMismatch(form.password !== form.passwordAgain);
      if (form.password !== form.passwordAgain) return;
      const body = { username: form.username, password: form.password, email: form.email, ...(registerWithoutCode ? {} : { code: form.code }) };
      const r = await api('/api/register', { method: 'POST', body, locale });
      if (r.status === 200) {
        setInfo(r.msg);
        setMode('login');
      }
    });

  const applyReset = () =>
    run(async () => {
      const r = await api('/api/apply-reset-password', { method: 'POST', body: { email: form.email, captcha: form.captcha, captchaKey: captcha?.captchaKey }, locale });
      setCaptcha(undefined);
      if (r.status === 200) {
        setInfo(r.msg);
        setResetWait(RESET_RESEND_SECONDS);
      }
    });

  const title = mode ? `${t(`auth.${mode}`)} - ${shortName}` : '';
  return (
    <AuthDialogContext.Provider value={{ open }}>
      {children}
      <Modal opened={mode !== undefined} onClose={() => setMode(undefined)} title={title} centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
        <Stack>
          {info ? <Alert color="green">{info}</Alert> : null}
          {mode === 'login' ? (
            <>
              <TextInput label={t('auth.username')} value={form.username} onChange={set('username')} maxLength={20} required />
              <PasswordInput label={t('auth.password')} value={form.password} onChange={set('password')} maxLength={20} required />
              <LoginWaitNotice wait={loginWait} />
              {needSlider && !sliderPass ? <SlidePuzzle locale={locale} onPass={setSliderPass} /> : null}
              <Button onClick={() => void login()} loading={busy} disabled={(needSlider && !sliderPass) || loginWait.left > 0}>
                {loginWait.left > 0 ? t('auth.loginIn', { seconds: loginWait.left }) : t('auth.login')}
              </Button>
              <Group justify="space-between">
                {registerOpen ? <Anchor component="button" onClick={() => open('register')}>{t('auth.noAccount')}</Anchor> : <span />}
                <Anchor component="button" onClick={() => open('reset')}>{t('auth.forgot')}</Anchor>
              </Group>
            </>
          ) : null}
          {mode === 'register' ? (
            <>
              <TextInput label={t('auth.username')} value={form.username} onChange={set('username')} maxLength={20} required
                onBlur={() => void taken.check('username', form.username)} error={taken.isTaken('username', form.username) ? t('auth.usernameExists') : undefined} />
              <PasswordInput label={t('auth.password')} value={form.password} onChange={set('password')} maxLength={20} required />
              <PasswordInput label={t('auth.passwordAgain')} value={form.passwordAgain} onChange={set('passwordAgain')} maxLength={20} required error={mismatch ? t('auth.passwordMismatch') : undefined} />
              <TextInput label={t('auth.email')} type="email" value={form.email} onChange={set('email')} required
                onBlur={() => void taken.check('email', form.email)} error={taken.isTaken('email', form.email) ? t('auth.emailExists') : undefined} />
              {registerWithoutCode ? null : (
                <Group align="end">
                  <TextInput label={t('auth.code')} value={form.code} onChange={set('code')} maxLength={6} style={{ flex: 1 }} required />
                  <Button variant="light" onClick={() => void sendCode()} disabled={registerWait > 0 || busy}>
                    {registerWait > 0 ? t('auth.resendIn', { seconds: registerWait }) : t('auth.sendCode')}
                  </Button>
                </Group>
              )}
              <Button onClick={() => void register()} loading={busy}>{t('auth.register')}</Button>
              <Anchor component="button" onClick={() => open('login')}>{t('auth.haveAccount')}</Anchor>
            </>
          ) : null}
          {mode === 'reset' ? (
            <>
              <TextInput label={t('auth.email')} type="email" value={form.email} onChange={set('email')} required />
              <Group align="end">
                <TextInput label={t('auth.captcha')} value={form.captcha} onChange={set('captcha')} maxLength={8} style={{ flex: 1 }} required />
                {captcha ? <Image src={captcha.img} h={40} w={120} alt={t('auth.captcha')} onClick={() => setCaptcha(undefined)} /> : null}
              </Group>
              <Button onClick={() => void applyReset()} loading={busy} disabled={resetWait > 0}>
                {resetWait > 0 ? t('auth.resendIn', { seconds: resetWait }) : t('auth.reset')}
              </Button>
              <Anchor component="button" onClick={() => open('login')}>{t('auth.haveAccount')}</Anchor>
            </>
          ) : null}
        </Stack>
      </Modal>
    </AuthDialogContext.Provider>
  );
}
