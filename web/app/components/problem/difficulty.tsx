import { Badge, Tooltip } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Difficulty levels 0–9 (01 §3); their labels are the page strings `difficulty.<n>`. */
export const DIFFICULTY_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
// colours whose darkest shade (the light variant's text) keeps AA contrast
const COLOURS = ['gray', 'cyan', 'teal', 'green', 'blue', 'indigo', 'violet', 'grape', 'pink', 'red'] as const;
/** The same colours as values, for charts drawn on a canvas (Mantine's shade 6 of each). */
export const DIFFICULTY_CHART_COLOURS = ['#868e96', '#15aabf', '#12b886', '#40c057', '#228be6', '#4c6ef5', '#7950f2', '#be4bdb', '#e64980', '#fa5252'] as const;

/** The page string of a difficulty: its label's key, or 'unknown [value]' (01 §3) outside 0–9. */
export function difficultyText(t: (key: string, options?: Record<string, unknown>) => string, difficulty: number): string {
  return (DIFFICULTY_LEVELS as readonly number[]).includes(difficulty) ? t(`difficulty.${difficulty}`) : t('difficulty.unknown', { value: difficulty });
}

/** A difficulty as the page reads it, in the page's language. */
export function useDifficultyLabel(): (difficulty: number) => string {
  const { t } = useTranslation();
  // the same function while the language is the same (a chart's data may depend on it)
  return useCallback((difficulty: number) => difficultyText(t as (key: string, options?: Record<string, unknown>) => string, difficulty), [t]);
}

/** What a difficulty level means, in the page's language (undefined outside 0–9): the badge's tooltip. */
export function difficultyHint(t: (key: string) => string, difficulty: number): string | undefined {
  return (DIFFICULTY_LEVELS as readonly number[]).includes(difficulty) ? t(`difficulty.hint.${difficulty}`) : undefined;
}

/** A difficulty with the spec's name (01 §3), and what the level means as a tooltip (hover, or a tap on a phone). */
export function DifficultyBadge({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation();
  const label = useDifficultyLabel();
  const hint = difficultyHint(t as (key: string) => string, difficulty);
  const badge = (
    <Badge size="sm" variant="light" color={COLOURS[difficulty] ?? 'gray'} tt="none" data-testid="difficulty">
      {label(difficulty)}
    </Badge>
  );
  return hint ? <Tooltip label={hint} multiline maw={280} withArrow events={{ hover: true, focus: false, touch: true }}>{badge}</Tooltip> : badge;
}
