import { alpha, Badge, darken, UnstyledButton, type BadgeProps } from '@mantine/core';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_TABLE, type StatusInfo } from './status-table';

export type { StatusInfo } from './status-table';

const StatusTableContext = createContext<readonly StatusInfo[]>(STATUS_TABLE);

/**
 * Optional: the pages read the shared STATUS_TABLE without it. Kept for plugin pages that pass the table
 * their server loader read from core (`services.judgeStatuses()`), which is the same table.
 */
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

/** A status's name in the page's language ('unknown [value]' for a code the table does not know). */
export function useStatusName(): (code: number) => string {
  const { t } = useTranslation();
  const table = useStatusTable();
  return useCallback((code: number) => (table.some((s) => s.code === code) ? t(`judgeStatus.${code}` as 'judgeStatus.0') : t('judgeStatus.unknown', { code })), [t, table]);
}

// the spec's colours are light: the text takes a darker shade of it so it stays readable (WCAG AA)
const TEXT_DARKEN = 0.45;

/** The coloured status tag of the lists and the detail; with `onClick` it is a button (SF → resubmit). */
export function StatusTag({ code, onClick, label, title, ...props }: { code: number; onClick?: () => void; label?: string; title?: string } & Omit<BadgeProps, 'color'>) {
  const status = statusOf(useStatusTable(), code);
  const name = useStatusName()(code);
  const badge = (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      styles={{ root: { backgroundColor: alpha(status.color, 0.12), color: darken(status.color, TEXT_DARKEN), border: `1px solid ${alpha(status.color, 0.4)}`, cursor: onClick ? 'pointer' : undefined } }}
      data-testid="status-tag"
      data-status={code}
      {...props}
    >
      {label ?? name}
    </Badge>
  );
  if (!onClick) return badge;
  return (
    <UnstyledButton onClick={onClick} aria-label={title ? `${name}: ${title}` : name} title={title} data-testid="status-resubmit">
      {badge}
    </UnstyledButton>
  );
}
