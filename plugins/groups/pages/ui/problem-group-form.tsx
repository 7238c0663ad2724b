import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from '@remix-run/react';
import { ProblemForm, type FieldErrors, type ProblemFormCalls } from '@oj/web/app/plugin-kit';
import type { ComponentProps } from 'react';
import { GROUP_PROBLEM_API, query, type GroupInfo } from '../problem-api';
import { isGroupAdmin } from '../problem-rules';
import { useProblemText } from '../problem-text';

type FormProps = ComponentProps<typeof ProblemForm>;
export type { FieldErrors };

/** The group's own calls for the checker compile and the test-data upload: they carry its gid (03 §7). */
export function groupFormCalls(gid: number): ProblemFormCalls {
  const withGid = (path: string) => `${path}?${query({ gid })}`;
  return { compileSpj: withGid(GROUP_PROBLEM_API.compileSpj), compileInteractive: withGid(GROUP_PROBLEM_API.compileInteractive), uploadTestcase: withGid(GROUP_PROBLEM_API.uploadTestcase) };
}

/**
 * The core's problem form for a group problem (03 §5): the group's short name a fixed prefix of the display id
 * (the API puts it in front of what is typed), sent to /api/group/problem with the group's gid; back to the
 * Problem tab's admin list after a save.
 */
export function ProblemGroupForm({ group, initial, choices, title }: { group: GroupInfo; initial: FormProps['initial']; choices: FormProps['choices']; title: string }) {
  const { t } = useProblemText();
  const navigate = useNavigate();
  const back = `/group/${group.id}/problem?admin=true`;
  if (!isGroupAdmin(group.role)) return <Alert color="red" data-testid="group-problem-form-refused">{t('groupProblem.notManaged')}</Alert>;
  return (
    <Stack data-testid="group-problem-form">
      <Title order={3}>{title}</Title>
      <Anchor component={Link} to={back} size="sm">{t('groupProblem.back')}</Anchor>
      <ProblemForm
        initial={initial}
        choices={choices}
        target={{ url: GROUP_PROBLEM_API.problem, afterSave: () => navigate(back), calls: groupFormCalls(group.id), problemIdPrefix: group.shortName, problemFields: { gid: group.id, isGroup: true } }}
      />
    </Stack>
  );
}
