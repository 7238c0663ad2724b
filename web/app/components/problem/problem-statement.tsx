import { Anchor, Badge, Button, Card, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownLimits, type LimitFactors, type LimitGroup } from '../../format/problem-limits';
import { Markdown } from '../markdown/markdown';
import { DifficultyBadge } from './difficulty';
import { parseExamples } from './examples';
import { TagBadge } from './tag-badge';
import type { ProblemDetail, ProblemTag } from './problem-api';

function Sample({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={600}>{label}</Text>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="subtle" size="compact-xs" onClick={copy} aria-label={`${t('problem.copy')} ${label}`}>
              {copied ? t('problem.copied') : t('problem.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Card withBorder p="xs" bg="gray.0" component="pre" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13 }}>
        {text}
      </Card>
    </Stack>
  );
}

/** Where a mirrored problem comes from: its remote judge, which judges its submissions, and the original's page. */
function RemoteOrigin({ problem }: { problem: ProblemDetail }) {
  const { t } = useTranslation();
  const origin = remoteOriginOf(problem.source);
  return (
    <Group gap="xs" data-testid="remote-origin">
      <Badge size="sm" variant="light" color="blue">{problem.remoteOj}</Badge>
      <Text size="sm">{t('problem.remoteOrigin', { oj: problem.remoteOj ?? '' })}</Text>
      {origin ? <Anchor href={origin} target="_blank" rel="noreferrer" size="sm" data-testid="remote-origin-link">{t('problem.remoteLink')}</Anchor> : null}
    </Group>
  );
}

/** The problem's limits in one line per kind (01 §9 with the runner's factors): 'C/C++ 1000ms · Others 2000ms'. */
function ProblemLimits({ problem, languages, facts }: { problem: ProblemDetail; languages: readonly string[]; facts: Readonly<Record<string, LimitFactors>> }) {
  const { t } = useTranslation();
  const limits = shownLimits(problem, languages, facts);
  if (limits.raw) {
    return (
      <Group gap="md" data-testid="problem-limits">
        <Text size="sm">{t('problem.timeLimit')}: {limits.raw.time}ms</Text>
        <Text size="sm">{t('problem.memoryLimit')}: {limits.raw.memory}MB</Text>
      </Group>
    );
  }
  const label = (g: LimitGroup) => (g.label === 'cpp' ? t('problem.limitCpp') : g.label === 'others' ? t('problem.limitOther') : g.label.join(', '));
  // one group only (every language gets the same): the value alone
  const line = (groups: LimitGroup[], unit: string) => (groups.length === 1 ? `${groups[0].value}${unit}` : groups.map((g) => `${label(g)} ${g.value}${unit}`).join(' · '));
  return (
    <Group gap="md" data-testid="problem-limits">
      <Text size="sm" data-testid="limits-c">{t('problem.timeLimit')}: {line(limits.time, 'ms')}</Text>
      <Text size="sm" data-testid="limits-memory">{t('problem.memoryLimit')}: {line(limits.memory, 'MB')}</Text>
    </Group>
  );
}

/** The original's address of a mirrored problem: the link its source starts with (`[CF-1000A](https://…)`). */
export function remoteOriginOf(source: string | null | undefined): string | undefined {
  return /^\[[^\]]*\]\((https?:\/\/[^)\s]+)\)/.exec(source ?? '')?.[1];
}

/**
 * The statement of a problem: limits (one line computed from the factors the runner applies to the
 * problem's `languages`), file IO, tags and the markdown sections with samples.
 */
export function ProblemStatement({ problem, tags, languages = [], facts = {} }: { problem: ProblemDetail; tags: ProblemTag[]; languages?: readonly string[]; facts?: Readonly<Record<string, LimitFactors>> }) {
  const { t } = useTranslation();
  const examples = parseExamples(problem.examples);
  const section = (key: 'problem.description' | 'problem.input' | 'problem.output' | 'problem.hint', source: string | null | undefined, testId: string) =>
    source ? (
      <Stack gap={4}>
        <Title order={3} size="h4">{t(key)}</Title>
        <Markdown source={source} format={problem.statementFormat} testId={testId} />
      </Stack>
    ) : null;
  return (
    <Stack gap="md" data-testid="problem-statement">
      <Stack gap={6}>
        <Title order={2} data-testid="problem-title">{problem.problemId} {problem.title}</Title>
        <ProblemLimits problem={problem} languages={languages} facts={facts} />
        {problem.isRemote ? <RemoteOrigin problem={problem} /> : null}
        <Group gap="xs">
          <DifficultyBadge difficulty={problem.difficulty} />
          <Badge size="sm" variant="outline">{problem.type === 0 ? 'ACM' : 'OI'}</Badge>
          {problem.judgeMode && problem.judgeMode !== 'default' ? <Badge size="sm" variant="outline" color="grape">{t(problem.judgeMode === 'spj' ? 'problem.judgeMode.spj' : 'problem.judgeMode.interactive')}</Badge> : null}
          {tags.map((tag) => <TagBadge key={tag.id} tag={tag} />)}
        </Group>
        {problem.isFileIO ? (
          <Text size="sm" c="orange.9" data-testid="file-io">{t('problem.fileIO', { input: problem.ioReadFileName ?? '', output: problem.ioWriteFileName ?? '' })}</Text>
        ) : null}
      </Stack>
      {section('problem.description', problem.description, 'problem-description')}
      {section('problem.input', problem.input, 'problem-input')}
      {section('problem.output', problem.output, 'problem-output')}
      {examples.map((example, i) => (
        <SimpleGrid key={i} cols={{ base: 1, sm: 2 }} data-testid="problem-example">
          <Sample label={t('problem.sampleInput', { n: i + 1 })} text={example.input} />
          <Sample label={t('problem.sampleOutput', { n: i + 1 })} text={example.output} />
        </SimpleGrid>
      ))}
      {section('problem.hint', problem.hint, 'problem-hint')}
      {problem.source ? (
        <Stack gap={4}>
          <Title order={3} size="h4">{t('problem.source')}</Title>
          {/* a mirrored problem's source is the link to the original (and the judge's contest) */}
          {problem.isRemote ? <Markdown source={problem.source} testId="problem-source" /> : <Text size="sm">{problem.source}</Text>}
        </Stack>
      ) : null}
      {problem.author ? <Text size="sm" c="dimmed">{t('problem.author')}: {problem.author}</Text> : null}
    </Stack>
  );
}
