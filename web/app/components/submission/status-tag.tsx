import { alpha, Badge, darken, UnstyledButton, type BadgeProps } from '@mantine/core';
import type { JudgeStatusInfo } from '@oj/core';
import { createContext, useContext, type ReactNode } from 'react';

/** What a page needs of core's judge status table (01 §3): name, short form and colour. */
export type StatusInfo = Pick<JudgeStatusInfo, 'code' | 'name' | 'short' | 'color'>;

const StatusTableContext = createContext<readonly StatusInfo[]>([]);

/** The status table the route's server loader read from core (`services.judgeStatuses()`). */
export function StatusTableProvider({ statuses, children }: { statuses: readonly StatusInfo[]; children: ReactNode }) {
  return <StatusTableContext.Provider value={statuses}>{children}</StatusTableContext.Provider>;
}

export function useStatusTable(): readonly StatusInfo[] {
  return useContext(StatusTableContext);
}

/** A status by code; an unknown one shows as 'unknown [value]' (01 §3), never guessed. */
export function statusOf(table: readonly StatusInfo[], code: number | null | undefined): StatusInfo {
  const known = table.find((s) => s.code === code);
  return known ?? { code: Number(code), name: `unknown [${String(code)}]`, short: '?', color: '#909399' };
}

// the spec's colours are light: the text takes a darker shade of it so it stays readable (WCAG AA)
const TEXT_DARKEN = 0.45;

/** The coloured status tag of the lists and the detail; with `onClick` it is a button (SF → resubmit). */
export function StatusTag({ code, onClick, label, title, ...props }: { code: number; onClick?: () => void; label?: string; title?: string } & Omit<BadgeProps, 'color'>) {
  const status = statusOf(useStatusTable(), code);
  const badge = (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      styles={{ root: { backgroundColor: alpha(status.color, 0.12), color: darken(status.color, TEXT_DARKEN), border: `1px solid ${alpha(status.color, 0.4)}`, cursor: onClick ? 'pointer' : undefined } }}
      data-testid="status-tag"
      data-status={status.code}
      {...props}
    >
      {label ?? status.name}
    </Badge>
  );
  if (!onClick) return badge;
  return (
    <UnstyledButton onClick={onClick} aria-label={title ? `${status.name}: ${title}` : status.name} title={title} data-testid="status-resubmit">
      {badge}
    </UnstyledButton>
  );
}
