import { Alert, Button, Card, Group, NumberInput, PasswordInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, loadAdmin, useAdminCall, type FieldErrors } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';

/** The fields of set-web-config (the discussion switches of the same record are on the switch page). */
const WEB_TEXT_FIELDS = ['name', 'shortName', 'baseUrl', 'recordName', 'recordUrl', 'projectName', 'projectUrl'] as const;
type WebConfig = Record<(typeof WEB_TEXT_FIELDS)[number] | 'description', string> & { register: boolean };

interface EmailConfig {
  emailHost: string;
  emailPort: number;
  emailUsername: string;
  /** '********' when one is stored: sent back as is, the server keeps it. */
  emailPassword: string;
  emailSsl: boolean;
  emailBGImg: string;
}

/** The SMS settings (03 §3) as the server answers them: the secret only as whether one is stored. */
const SMS_TEXT_FIELDS = ['smsRegionId', 'smsDomain', 'smsAccessKeyId', 'smsSignName', 'smsTemplateCode'] as const;
type SmsConfig = Record<(typeof SMS_TEXT_FIELDS)[number], string> & { smsAccessKeySecretSet: boolean };
/** What each field looks like, shown as its placeholder (Alibaba Cloud's SMS service names them so). */
const SMS_EXAMPLES: Record<(typeof SMS_TEXT_FIELDS)[number], string> = {
  smsRegionId: 'cn-hangzhou',
  smsDomain: 'dysmsapi.aliyuncs.com',
  smsAccessKeyId: 'LTAI…',
  smsSignName: '',
  smsTemplateCode: 'SMS_123456789',
};

/** Read-only: the data sources and the judge come from the environment. */
interface DataSources {
  dbHost: string;
  dbPort: number | null;
  dbName: string;
  redisHost: string;
  redisPort: number | null;
}
interface ServiceInfo {
  mode: Record<string, string>;
}

export const clientLoader = async () => {
  const [web, email, sms, sources, service] = await Promise.all([
    loadAdmin<WebConfig>('/api/admin/config/get-web-config'),
    loadAdmin<EmailConfig>('/api/admin/config/get-email-config'),
    loadAdmin<SmsConfig>('/api/admin/config/get-sms-config'),
    loadAdmin<DataSources>('/api/admin/config/get-db-and-redis-config'),
    loadAdmin<ServiceInfo>('/api/admin/config/get-service-info'),
  ]);
  return { web, email, sms, sources, service };
};
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

function WebsiteSection({ initial }: { initial: WebConfig }) {
  const { t } = useTranslation();
  const call = useAdminCall();
  const [web, setWeb] = useState<WebConfig>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const { name, shortName, baseUrl, recordName, recordUrl, projectName, projectUrl, description, register } = web;
    const r = await call('/api/admin/config/set-web-config', { method: 'PUT', body: { name, shortName, baseUrl, recordName, recordUrl, projectName, projectUrl, description, register } });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
  };
  return (
    <Card withBorder component="section" data-testid="conf-website">
      <Title order={3} size="h4" mb="sm">{t('admin.conf.website')}</Title>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {WEB_TEXT_FIELDS.map((field) => (
            <TextInput key={field} label={t(`admin.conf.${field}`)} value={web[field]} error={errors[field]} data-testid={`conf-${field}`}
              onChange={(e) => setWeb({ ...web, [field]: e.currentTarget.value })} />
          ))}
        </SimpleGrid>
        <Textarea label={t('admin.conf.description')} value={web.description} error={errors.description} autosize minRows={3} data-testid="conf-description"
          onChange={(e) => setWeb({ ...web, description: e.currentTarget.value })} />
        <Switch label={t('admin.conf.register')} checked={web.register} error={errors.register} data-testid="conf-register"
          onChange={(e) => setWeb({ ...web, register: e.currentTarget.checked })} />
        <Group>
          <Button onClick={() => void save()} loading={busy} data-testid="conf-save">{t('admin.save')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SmtpSection({ initial }: { initial: EmailConfig }) {
  const { t } = useTranslation();
  const call = useAdminCall();
  const [email, setEmail] = useState<EmailConfig>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [testTo, setTestTo] = useState('');
  const [testError, setTestError] = useState<string>();
  const [testing, setTesting] = useState(false);
  const save = async () => {
    setBusy(true);
    const r = await call<EmailConfig>('/api/admin/config/set-email-config', { method: 'PUT', body: email });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) setEmail(r.data);
  };
  const sendTest = async () => {
    setTesting(true);
    const r = await call('/api/admin/config/test-email', { method: 'POST', body: { email: testTo } });
    setTesting(false);
    setTestError(r.status === 200 ? undefined : fieldErrorsOf(r).email ?? r.msg);
  };
  return (
    <Card withBorder component="section" data-testid="conf-smtp">
      <Title order={3} size="h4" mb="xs">{t('admin.conf.smtp')}</Title>
      <Text size="sm" c="dimmed" mb="sm">{t('admin.conf.smtpHelp')}</Text>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.conf.emailHost')} value={email.emailHost} error={errors.emailHost} data-testid="conf-emailHost"
            onChange={(e) => setEmail({ ...email, emailHost: e.currentTarget.value })} />
          <NumberInput label={t('admin.conf.emailPort')} value={email.emailPort} min={1} max={65535} allowDecimal={false} error={errors.emailPort} data-testid="conf-emailPort"
            onChange={(v) => setEmail({ ...email, emailPort: typeof v === 'number' ? v : Number(v) })} />
          <TextInput label={t('admin.conf.emailUsername')} value={email.emailUsername} error={errors.emailUsername} data-testid="conf-emailUsername"
            onChange={(e) => setEmail({ ...email, emailUsername: e.currentTarget.value })} />
          <PasswordInput label={t('admin.conf.emailPassword')} value={email.emailPassword} error={errors.emailPassword} data-testid="conf-emailPassword" autoComplete="new-password"
            onChange={(e) => setEmail({ ...email, emailPassword: e.currentTarget.value })} />
          <TextInput label={t('admin.conf.emailBGImg')} value={email.emailBGImg} error={errors.emailBGImg} data-testid="conf-emailBGImg"
            onChange={(e) => setEmail({ ...email, emailBGImg: e.currentTarget.value })} />
          <Switch label={t('admin.conf.emailSsl')} checked={email.emailSsl} error={errors.emailSsl} mt="xl" data-testid="conf-emailSsl"
            onChange={(e) => setEmail({ ...email, emailSsl: e.currentTarget.checked })} />
        </SimpleGrid>
        <Group>
          <Button onClick={() => void save()} loading={busy} data-testid="smtp-save">{t('admin.save')}</Button>
        </Group>
        <Group align="start">
          <TextInput label={t('admin.conf.testTo')} value={testTo} error={testError} style={{ flex: 1 }} type="email" data-testid="conf-testTo"
            onChange={(e) => setTestTo(e.currentTarget.value)} />
          <Button variant="light" mt={25} onClick={() => void sendTest()} loading={testing} data-testid="smtp-test">{t('admin.conf.sendTest')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The SMS settings: stored for when the site can send SMS (it cannot yet, and says so). The secret is
 * write-only: the field starts empty, an empty field keeps the stored one, and Clear removes it.
 */
function SmsSection({ initial }: { initial: SmsConfig }) {
  const { t } = useTranslation();
  const call = useAdminCall();
  const [sms, setSms] = useState<SmsConfig>(initial);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const body = { ...Object.fromEntries(SMS_TEXT_FIELDS.map((f) => [f, sms[f]])), smsAccessKeySecret: secret };
    const r = await call<SmsConfig>('/api/admin/config/set-sms-config', { method: 'PUT', body });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      setSms(r.data);
      setSecret('');
    }
  };
  // removes the stored secret alone: the other fields keep what is typed, saved or not
  const clearSecret = async () => {
    setBusy(true);
    const r = await call<SmsConfig>('/api/admin/config/set-sms-config', { method: 'PUT', body: { clearSmsAccessKeySecret: true } });
    setBusy(false);
    if (r.status === 200) setSms({ ...sms, smsAccessKeySecretSet: r.data.smsAccessKeySecretSet });
  };
  return (
    <Card withBorder component="section" data-testid="conf-sms">
      <Title order={3} size="h4" mb="xs">{t('admin.conf.sms')}</Title>
      <Alert color="yellow" mb="sm" data-testid="conf-sms-note">{t('admin.conf.smsNotSent')}</Alert>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SMS_TEXT_FIELDS.map((field) => (
            <TextInput key={field} label={t(`admin.conf.${field}`)} value={sms[field]} placeholder={SMS_EXAMPLES[field]} error={errors[field]} data-testid={`conf-${field}`}
              onChange={(e) => setSms({ ...sms, [field]: e.currentTarget.value })} />
          ))}
          <PasswordInput label={t('admin.conf.smsAccessKeySecret')} value={secret} error={errors.smsAccessKeySecret} autoComplete="new-password" data-testid="conf-smsAccessKeySecret"
            description={t(sms.smsAccessKeySecretSet ? 'admin.conf.smsSecretStored' : 'admin.conf.smsSecretNone')}
            onChange={(e) => setSecret(e.currentTarget.value)} />
        </SimpleGrid>
        <Group>
          <Button onClick={() => void save()} loading={busy} data-testid="sms-save">{t('admin.save')}</Button>
          <Button variant="subtle" color="red" onClick={() => void clearSecret()} disabled={busy || !sms.smsAccessKeySecretSet} data-testid="sms-clear-secret">
            {t('admin.conf.smsClearSecret')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function EnvironmentSection({ sources, service }: { sources: DataSources; service: ServiceInfo }) {
  const { t } = useTranslation();
  const at = (host: string, port: number | null) => (port ? `${host}:${port}` : host);
  const rows: Array<[string, string]> = [
    [t('admin.conf.database'), `${at(sources.dbHost, sources.dbPort)} / ${sources.dbName} (${service.mode.database})`],
    [t('admin.conf.redis'), `${at(sources.redisHost, sources.redisPort)} (${service.mode.cache})`],
    [t('admin.conf.queue'), service.mode.queue],
    [t('admin.conf.judgeMode'), `${service.mode.judge}, ${service.mode.judgeSlots}`],
  ];
  return (
    <Card withBorder component="section" data-testid="conf-environment">
      <Title order={3} size="h4" mb="xs">{t('admin.conf.environment')}</Title>
      <Text size="sm" c="dimmed" mb="sm">{t('admin.conf.environmentHelp')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {rows.map(([label, value]) => (
          <TextInput key={label} label={label} value={value} readOnly />
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** /admin/conf (super admin): the website config, the SMTP settings with a test mail, the SMS settings, the environment's settings. */
export default function ConfPage() {
  const { web, email, sms, sources, service } = useLoaderData<typeof clientLoader>();
  return (
    <Stack maw={960}>
      <AdminPageTitle />
      <WebsiteSection initial={web} />
      <SmtpSection initial={email} />
      <SmsSection initial={sms} />
      <EnvironmentSection sources={sources} service={service} />
    </Stack>
  );
}
