import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { SystemPartVersion } from '../../server/system-info';
import { LocalDate } from '../components/local-date';
import { formatNumber } from '../format/format';
import { DEFAULT_LOCALE, type Locale } from '../i18n/i18n';
import { messages, type MessageKey } from '../i18n/messages';
import { RunnerStateBadge, STATE_COLOR } from '../components/runner-state-badge';

export async function loader({ context }: LoaderFunctionArgs) {
  // the runners' languages and load are the admin's judge view: the same ability its API asks for
  const info = await context.services.systemInfo(context.request.can('enter', 'Admin'));
  return { info, locale: context.request.locale };
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { config?: { name?: string }; locale?: Locale } | undefined;
  return [{ title: `${messages[root?.locale ?? DEFAULT_LOCALE]['developer.title']} · ${root?.config?.name ?? 'OJ'}` }];
};

/** Dark shades: white badge text stays at WCAG AA contrast. */

type Translate = ReturnType<typeof useTranslation>['t'];

/** 'PostgreSQL 15.18', 'embedded (PGlite)' (translated), or 'unknown' when a server does not say. */
function versionText(v: SystemPartVersion, t: Translate): string {
  if (v.embedded && !v.version) return t(`developer.embedded.${v.part}` as MessageKey);
  const version = [v.product, v.version ?? t('developer.unknown')].filter(Boolean).join(' ');
  return v.embedded ? `${version} · ${t(`developer.embedded.${v.part}` as MessageKey)}` : version;
}

/** /developer (01 §2 system info): the versions that matter, each service's state and the judge runners. */
export default function Developer() {
  const { info, locale } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  // a dependency a plugin adds has no translated name: its own name stands
  const serviceName = (name: string) => (i18n.exists(`developer.service.${name}`) ? t(`developer.service.${name}` as MessageKey) : name);
  const load = (values: number[]) => values.map((l) => formatNumber(Math.round(l * 100) / 100, locale)).join(' / ');
  return (
    <Stack data-testid="system-info">
      <div>
        <Title order={2}>{t('developer.title')}</Title>
        <Text c="dimmed">{t('developer.intro')}</Text>
      </div>

      <Title order={3}>{t('developer.versions')}</Title>
      <Card withBorder p={0}>
        <Table striped verticalSpacing="sm" data-testid="system-versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="40%">{t('developer.part')}</Table.Th>
              <Table.Th>{t('developer.version')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {info.versions.map((v) => (
              <Table.Tr key={v.part} data-testid="system-version" data-part={v.part}>
                <Table.Td fw={500}>{t(`developer.part.${v.part}` as MessageKey)}</Table.Td>
                <Table.Td data-testid="system-version-value">{versionText(v, t)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>

      <Title order={3}>{t('developer.services')}</Title>
      <Card withBorder p={0}>
        <Table striped verticalSpacing="sm" data-testid="system-services">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="40%">{t('developer.service')}</Table.Th>
              <Table.Th>{t('developer.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {info.services.map((s) => (
              <Table.Tr key={s.name} data-testid="system-service" data-name={s.name}>
                <Table.Td fw={500}>{serviceName(s.name)}</Table.Td>
                <Table.Td><Badge color={STATE_COLOR[s.status]} variant="filled" data-testid="system-service-state">{t(`developer.status.${s.status}`)}</Badge></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>

      <Title order={3}>{t('developer.runners')}</Title>
      {info.runners.length === 0 ? (
        <Text c="dimmed" data-testid="system-no-runners">{t('judgeQueue.noRunners')}</Text>
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={info.runnerDetails ? 720 : 480}>
            <Table striped verticalSpacing="sm" data-testid="system-runners">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('developer.runner')}</Table.Th>
                  <Table.Th>{t('judgeQueue.state')}</Table.Th>
                  {info.runnerDetails ? <Table.Th>{t('developer.languages')}</Table.Th> : null}
                  <Table.Th>{t('judgeQueue.slots')}</Table.Th>
                  {info.runnerDetails ? <Table.Th>{t('developer.load')}</Table.Th> : null}
                  <Table.Th>{t('judgeQueue.lastHeartbeat')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {info.runners.map((r) => (
                  <Table.Tr key={r.name} data-testid="system-runner" data-name={r.name}>
                    <Table.Td fw={500}>{r.name}</Table.Td>
                    <Table.Td><RunnerStateBadge state={r.status} testId="system-runner-state" /></Table.Td>
                    {info.runnerDetails ? (
                      <Table.Td>
                        <Group gap={4} data-testid="system-runner-languages">
                          {(r.languages ?? []).map((l) => <Badge key={l} variant="light" color="gray" tt="none">{l}</Badge>)}
                        </Group>
                      </Table.Td>
                    ) : null}
                    <Table.Td>{`${formatNumber(r.busy, locale)} / ${formatNumber(r.slots, locale)}`}</Table.Td>
                    {info.runnerDetails ? <Table.Td data-testid="system-runner-load">{load(r.load ?? [])}</Table.Td> : null}
                    <Table.Td><LocalDate value={r.lastHeartbeat} locale={locale} /></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {info.runners.length > 0 && !info.runnerDetails ? <Text size="sm" c="dimmed">{t('developer.runnerDetailsHidden')}</Text> : null}
    </Stack>
  );
}
