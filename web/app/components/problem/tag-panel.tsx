import { Accordion, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TagGroup } from './problem-api';
import { TagBadge } from './tag-badge';

/** The tags of the chosen judge, grouped by classification (in rank order); a click adds or removes a tag from the filter. */
export function TagPanel({ groups, selected, onToggle }: { groups: TagGroup[]; selected: readonly number[]; onToggle(id: number): void }) {
  const { t } = useTranslation();
  const sorted = [...groups].sort((a, b) => (a.classification?.rank ?? Number.MAX_SAFE_INTEGER) - (b.classification?.rank ?? Number.MAX_SAFE_INTEGER));
  const withTags = sorted.filter((g) => g.tagList.length > 0);
  return (
    <Card withBorder data-testid="tag-panel">
      <Title order={3} size="h5" mb="xs">{t('problem.tags')}</Title>
      {withTags.length === 0 ? <Text size="sm" c="dimmed">{t('problem.noTags')}</Text> : null}
      <Accordion multiple defaultValue={withTags.map((g) => String(g.classification?.id ?? 'none'))} variant="filled" chevronPosition="right">
        {withTags.map((group) => (
          <Accordion.Item key={group.classification?.id ?? 'none'} value={String(group.classification?.id ?? 'none')}>
            <Accordion.Control>
              <Text size="sm" fw={600}>{group.classification?.name ?? t('problem.unclassified')}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Group gap={6}>
                {group.tagList.map((tag) => {
                  const on = selected.includes(tag.id);
                  return (
                    <TagBadge
                      key={tag.id}
                      tag={tag}
                      selected={on}
                      component="button"
                      type="button"
                      aria-pressed={on}
                      style={{ cursor: 'pointer' }}
                      onClick={() => onToggle(tag.id)}
                      data-testid="tag-filter"
                    />
                  );
                })}
              </Group>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Card>
  );
}
