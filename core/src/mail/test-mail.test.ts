import { maskedEmailConfig, smtpSettingsOf, DEFAULT_EMAIL_CONFIG, EMAIL_PASSWORD_MASK } from './email-config.model';
import { testMail } from './test-mail.service';

describe('the test mail', () => {
  it('is written in the admin language, with the site name escaped', () => {
    const mail = testMail('en-US', 'ada@example.org', 'A <b>&</b> judge', '');
    expect(mail).toMatchObject({ to: 'ada@example.org', subject: 'Test mail from A <b>&</b> judge' });
    expect(mail.html).toContain('<h2>A &#60;b&#62;&#38;&#60;/b&#62; judge</h2>');
    expect(mail.html).not.toContain('url(');
  });

  it('cannot be broken out of by the background image URL', () => {
    const html = testMail('zh-CN', 'a@b.org', 'OJ', `https://x.example/a.png') ;color:red;"><script>x</script>(`).html ?? '';
    // the whole URL stays inside url('...'), and the style attribute ends where the template ends it
    expect(/url\('([^']*)'\) center/.exec(html)?.[1]).toBe('https://x.example/a.png%27%29%20;color:red;%22&#62;&#60;script&#62;x&#60;/script&#62;%28');
    expect(html.match(/"/g)).toHaveLength(4);
    expect(html).not.toContain('<script>');
  });
});

describe('SMTP settings of the stored config', () => {
  it('are none while no host is stored, and take the account as the sender when it is an address', () => {
    expect(smtpSettingsOf(DEFAULT_EMAIL_CONFIG)).toBeUndefined();
    const config = { ...DEFAULT_EMAIL_CONFIG, emailHost: 'smtp.example.org', emailUsername: 'judge@example.org', emailPassword: 'p' };
    expect(smtpSettingsOf(config)).toEqual({ host: 'smtp.example.org', port: 465, secure: true, username: 'judge@example.org', password: 'p', from: 'judge@example.org' });
    expect(smtpSettingsOf({ ...config, emailUsername: 'judge' })?.from).toBeUndefined();
  });

  it('show the admin a mask for a stored password and nothing for none', () => {
    expect(maskedEmailConfig({ ...DEFAULT_EMAIL_CONFIG, emailPassword: 'secret' }).emailPassword).toBe(EMAIL_PASSWORD_MASK);
    expect(maskedEmailConfig(DEFAULT_EMAIL_CONFIG).emailPassword).toBe('');
  });
});
