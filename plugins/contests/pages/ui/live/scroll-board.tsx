import { Badge, Box, Group, Text } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useText } from '../../use-text';
import type { ScrollBoardInfo, ScrollBoardSubmission } from './live-api';
import { initialState, isDone, revealAll, step, type Medal, type ResolverCell, type ResolverRow, type ResolverState } from './resolver';

/** Row height (px): every row sits at index × ROW_HEIGHT through a transform, so a climb is one composited move. */
const ROW_HEIGHT = 52;
const MOVE_MS = 700;
/** Auto play: one step this often (a climb has finished by then). */
const AUTO_MS = 900;
const CELL_WIDTH = 64;
/** Rows drawn above and below the window: only what can be seen is in the page, whatever the contest's size. */
const OVERSCAN = 12;

const MEDAL_COLORS: Record<Medal, string> = { gold: '#d4a017', silver: '#9ea7b0', bronze: '#b0703a' };
const CELL_COLORS = { firstBlood: '#0b6b3a', solved: '#2f9e44', rejected: '#c92a2a', pending: '#e0a800', none: 'transparent' };

/**
 * The resolver-style reveal (02 §2 ScrollBoard): the board frozen at the seal, revealed from the bottom up one
 * pending cell per key press (Enter, Space, ↓ or N; A plays by itself, End reveals all, R starts again), rows
 * climbing with a transform transition, medals given as the cursor passes the final rows. 500 rows stay smooth:
 * rows are absolutely placed, memoised, and only those in (or next to) the window are drawn — plus the row
 * just revealed, so its climb is seen to the edge — so a step re-renders and paints a few dozen rows.
 */
export function ScrollBoard({ info, submissions, medals }: { info: ScrollBoardInfo; submissions: ScrollBoardSubmission[]; medals: { gold: number; silver: number; bronze: number } }) {
  const { t } = useText();
  const problems = useMemo(() => info.problemList.map((p) => p.displayId), [info]);
  const start = useCallback(
    () => initialState(problems, submissions, info.sealRankTime ? new Date(info.sealRankTime).getTime() : null, medals),
    [problems, submissions, info.sealRankTime, medals],
  );
  const [state, setState] = useState<ResolverState>(start);
  const [auto, setAuto] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);

  const next = useCallback(() => setState((s) => step(s)), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if (key === 'enter' || key === ' ' || key === 'arrowdown' || key === 'n') next();
      else if (key === 'a') setAuto((on) => !on);
      else if (key === 'end') setState((s) => revealAll(s));
      else if (key === 'r') {
        setAuto(false);
        setState(start());
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, start]);
  useEffect(() => {
    if (!auto || isDone(state)) return;
    const timer = setTimeout(next, AUTO_MS);
    return () => clearTimeout(timer);
  }, [auto, state, next]);
  // keep the cursor's row in view, a little below the middle (rows climb towards the top)
  useEffect(() => {
    const board = boardRef.current;
    if (!board || state.cursor < 0) return;
    const top = board.getBoundingClientRect().top + window.scrollY + state.cursor * ROW_HEIGHT - window.innerHeight * 0.6;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  }, [state.cursor]);

  const range = useVisibleRange(boardRef);
  const pending = useMemo(() => state.rows.reduce((n, row) => n + Object.values(row.cells).filter((c) => c.pendingNum > 0).length, 0), [state.rows]);
  const done = isDone(state);
  const cursorUid = state.cursor >= 0 ? state.rows[state.cursor].uid : undefined;
  // rows keyed by uid and placed by index: React moves no DOM node, only the transform changes
  const indexOf = new Map(state.rows.map((row, i) => [row.uid, i]));
  const byUid = useMemo(() => [...state.rows].sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)), [state.rows]);
  const drawn = byUid.filter((row) => {
    const i = indexOf.get(row.uid) ?? 0;
    return (i >= range.first && i <= range.last) || row.uid === cursorUid || row.uid === state.revealed?.uid;
  });

  return (
    <Box bg="#10141c" c="#e8ecf1" mih="100vh" p="md" data-testid="scroll-board" data-done={done} data-cursor={state.cursor} data-pending={pending}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={700} size="xl" data-testid="scroll-title">
          {info.title}
        </Text>
        <Group gap="xs">
          {done ? (
            <Badge color="green" size="lg" data-testid="scroll-done">
              {t('contest.scroll.done')}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('contest.scroll.keys')}
          </Text>
        </Group>
      </Group>
      <Header problems={info.problemList} />
      <div ref={boardRef} style={{ position: 'relative', height: state.rows.length * ROW_HEIGHT }}>
        {drawn.map((row) => (
          <RowView key={row.uid} row={row} index={indexOf.get(row.uid) ?? 0} problems={problems} isCursor={row.uid === cursorUid} revealed={state.revealed?.uid === row.uid ? state.revealed.displayId : undefined} />
        ))}
      </div>
    </Box>
  );
}

/** The row indexes the window shows (with OVERSCAN around), followed on scroll and resize. */
function useVisibleRange(boardRef: React.RefObject<HTMLDivElement | null>): { first: number; last: number } {
  const [range, setRange] = useState({ first: 0, last: 40 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const board = boardRef.current;
      if (!board) return;
      const top = board.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(-top / ROW_HEIGHT) - OVERSCAN);
      const last = Math.ceil((window.innerHeight - top) / ROW_HEIGHT) + OVERSCAN;
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [boardRef]);
  return range;
}

function Header({ problems }: { problems: ScrollBoardInfo['problemList'] }) {
  const { t } = useText();
  return (
    <div style={{ display: 'flex', alignItems: 'center', height: 36, fontWeight: 700, fontSize: 13, opacity: 0.8, borderBottom: '1px solid #2b3240' }}>
      <div style={{ width: 64, textAlign: 'center' }}>{t('contest.scroll.rank')}</div>
      <div style={{ flex: 1, minWidth: 180 }}>{t('contest.scroll.team')}</div>
      <div style={{ width: 64, textAlign: 'center' }}>{t('contest.scroll.solved')}</div>
      <div style={{ width: 72, textAlign: 'center' }}>{t('contest.scroll.penalty')}</div>
      {problems.map((p) => (
        <div key={p.displayId} style={{ width: CELL_WIDTH, textAlign: 'center' }}>
          <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: p.color ?? '#888', marginRight: 4 }} />
          {p.displayId}
        </div>
      ))}
    </div>
  );
}

const RowView = memo(function RowView({ row, index, problems, isCursor, revealed }: { row: ResolverRow; index: number; problems: readonly string[]; isCursor: boolean; revealed: string | undefined }) {
  const { t } = useText();
  const medal = row.medal ? MEDAL_COLORS[row.medal] : undefined;
  return (
    <div
      data-testid="scroll-row"
      data-uid={row.uid}
      data-username={row.username}
      data-index={index}
      data-rank={row.rank}
      data-solved={row.solved}
      data-penalty={row.penalty}
      data-medal={row.medal ?? ''}
      data-final={row.final}
      style={{
        position: 'absolute', left: 0, right: 0, top: 0, height: ROW_HEIGHT - 4, display: 'flex', alignItems: 'center',
        transform: `translateY(${index * ROW_HEIGHT}px)`, transition: `transform ${MOVE_MS}ms ease-in-out`, willChange: 'transform',
        background: isCursor ? '#1f3a5f' : medal ? `${medal}33` : index % 2 ? '#161b25' : '#121720',
        outline: isCursor ? '2px solid #4dabf7' : undefined, borderRadius: 4, zIndex: isCursor ? 2 : 1,
      }}
    >
      <div style={{ width: 64, textAlign: 'center', fontWeight: 700, fontSize: 18 }}>{row.rank === -1 ? '*' : row.rank}</div>
      <div style={{ flex: 1, minWidth: 180, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
        <span style={{ fontWeight: 600, fontSize: 16 }}>{row.showName}</span>
        {row.medal ? (
          <span data-testid="scroll-medal" style={{ marginLeft: 8, padding: '1px 8px', borderRadius: 10, background: medal, color: '#111', fontSize: 12, fontWeight: 700 }}>
            {t(`contest.scroll.medal.${row.medal}`)}
          </span>
        ) : null}
        {row.school ? <span style={{ marginLeft: 8, opacity: 0.6, fontSize: 12 }}>{row.school}</span> : null}
      </div>
      <div style={{ width: 64, textAlign: 'center', fontWeight: 700, fontSize: 18 }}>{row.solved}</div>
      <div style={{ width: 72, textAlign: 'center', opacity: 0.85 }}>{row.penalty}</div>
      {problems.map((p) => (
        <CellView key={p} cell={row.cells[p]} flash={revealed === p} />
      ))}
    </div>
  );
});

function CellView({ cell, flash }: { cell: ResolverCell | undefined; flash: boolean }) {
  const kind = !cell ? 'none' : cell.solved ? (cell.firstBlood ? 'firstBlood' : 'solved') : cell.pendingNum > 0 ? 'pending' : cell.errorNum > 0 ? 'rejected' : 'none';
  const tries = cell ? cell.errorNum + (cell.solved ? 1 : 0) : 0;
  const text = !cell ? '' : cell.solved ? `${tries}/${Math.floor((cell.acTime ?? 0) / 60)}` : cell.pendingNum > 0 ? `${cell.errorNum ? `${cell.errorNum}+` : ''}?${cell.pendingNum}` : `-${cell.errorNum}`;
  return (
    <div style={{ width: CELL_WIDTH, padding: '0 3px' }}>
      <div
        data-testid="scroll-cell"
        data-kind={kind}
        style={{
          height: 34, borderRadius: 4, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 13, fontWeight: 600,
          background: CELL_COLORS[kind], color: kind === 'pending' ? '#222' : '#fff',
          boxShadow: flash ? '0 0 0 3px #fff' : undefined, transition: 'background-color 300ms, box-shadow 300ms',
        }}
      >
        {text}
      </div>
    </div>
  );
}
