import type { ReactNode } from 'react';

/** One figure in a card: a label over a large value, with an optional note under it. */
export const Figure = ({ label, value, note }: { label: string; value: ReactNode; note?: string }) => (
  <div className="db-card">
    <dl className="db-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </dl>
    {note ? <p className="db-note">{note}</p> : null}
  </div>
);
