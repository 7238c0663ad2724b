import { Accordion, Badge, Card, Code, List, Stack, Table, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { messages, type MessageKey } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/i18n';
import { useStatusName } from '../components/submission/status-tag';

export async function loader({ context }: LoaderFunctionArgs) {
  const languages = await context.services.languages();
  return {
    languages: languages.map(({ name, description, compileCommand, template }) => ({ name, description, compileCommand, template })),
    statuses: context.services.judgeStatuses().map(({ code, short, color }) => ({ code, short, color })),
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { config?: { name?: string }; locale?: Locale } | undefined;
  return [{ title: `${messages[root?.locale ?? DEFAULT_LOCALE]['help.title']} · ${root?.config?.name ?? 'OJ'}` }];
};

/** The four compile tips of the help page (02 §2). */
const COMPILE_TIPS: readonly MessageKey[] = ['help.tip.io', 'help.tip.main', 'help.tip.java', 'help.tip.int64'];

/** /help: each of our judge's languages with its compile command and A+B program, the result statuses, compile tips. */
export default function Help() {
  const { languages, statuses } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const statusName = useStatusName();
  return (
    <Stack maw={960} data-testid="help">
      <Title order={2}>{t('help.title')}</Title>
      <Text c="dimmed">{t('help.intro')}</Text>

      <Title order={3}>{t('help.languages')}</Title>
      {languages.length === 0 ? <Text c="dimmed">{t('help.noLanguages')}</Text> : null}
      <Accordion variant="separated" multiple defaultValue={languages.slice(0, 1).map((l) => l.name)} data-testid="help-languages">
        {languages.map((l) => (
          <Accordion.Item key={l.name} value={l.name}>
            <Accordion.Control>
              <Text fw={600} span>{l.name}</Text> <Text c="dimmed" size="sm" span>{l.description}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" fw={600}>{t('help.compileCommand')}</Text>
              {l.compileCommand ? <Code block mb="sm">{l.compileCommand}</Code> : <Text size="sm" c="dimmed" mb="sm">{t('help.noCompile')}</Text>}
              <Text size="sm" fw={600}>{t('help.aPlusB')}</Text>
              <Code block>{l.template}</Code>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

      <Title order={3}>{t('help.statuses')}</Title>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" data-testid="help-statuses">
            <Table.Tbody>
              {statuses.map((s) => {
                const key = `help.status.${s.code}`;
                return (
                  <Table.Tr key={s.code}>
                    {/* the spec's colours as a dot: white text on most of them is below AA contrast */}
                    <Table.Td w={270}><Badge color={s.color} variant="dot" size="lg" tt="none" data-testid="help-status-name">{statusName(s.code)}</Badge></Table.Td>
                    <Table.Td w={60}><Text size="sm" c="dimmed">{s.short === '-' ? '' : s.short}</Text></Table.Td>
                    <Table.Td><Text size="sm">{i18n.exists(key) ? t(key as MessageKey) : ''}</Text></Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <Title order={3}>{t('help.tips')}</Title>
      <List spacing="xs" data-testid="help-tips">
        {COMPILE_TIPS.map((tip) => <List.Item key={tip}>{t(tip)}</List.Item>)}
      </List>
    </Stack>
  );
}
