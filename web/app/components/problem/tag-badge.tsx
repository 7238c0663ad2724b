import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProblemTag } from './problem-api';

/**
 * A tag: its own colour as a dot beside dark text. An admin's colour is any hex, so it is never the
 * text colour itself (light colours would fail the contrast rules); a selected tag is filled with the primary colour.
 */
export function TagBadge({ tag, selected, size = 'sm', children, ...rest }: { tag: ProblemTag; selected?: boolean; size?: BadgeProps['size']; children?: ReactNode } & Omit<BadgeProps, 'children' | 'variant' | 'color'> & Record<string, unknown>) {
  return (
    <Badge
      size={size}
      variant={selected ? 'filled' : 'default'}
      tt="none"
      leftSection={<span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: tag.color || '#409eff' }} />}
      {...rest}
    >
      {children ?? tag.name}
    </Badge>
  );
}
