import type { ReactNode } from 'react';
import classes from './home-card.module.css';

/** A card of the home page (01 §2's widgets): a bordered box under its heading. `large`: the announcements' bigger heading. */
export function HomeCard({ title, testId, large = false, children }: { title: string; testId: string; large?: boolean; children: ReactNode }) {
  return (
    <section className={classes.card} data-testid={testId}>
      <h2 className={large ? `${classes.title} ${classes.large}` : classes.title}>{title}</h2>
      {children}
    </section>
  );
}

/** A card's dimmed line: its empty state, or that its data could not be read. */
export function CardNote({ children }: { children: ReactNode }) {
  return <p className={classes.note}>{children}</p>;
}

/** A row of cards: one column on phones, `columns` (1 or 2) from 992 px. */
export function CardRow({ columns = 2, children }: { columns?: 1 | 2; children: ReactNode }) {
  return <div className={columns === 2 ? `${classes.row} ${classes.two}` : classes.row}>{children}</div>;
}

export { classes as homeClasses };
