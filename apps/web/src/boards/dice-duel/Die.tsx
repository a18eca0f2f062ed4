/** One six-sided die drawn with pips; clickable when it can be held. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

interface Props {
  face: number;
  held?: boolean;
  /** Highlighted: a defense rule matched it, or a reroll changed it. */
  mark?: 'matched' | 'rerolled' | null;
  onClick?: () => void;
  label?: string;
}

export function Die({ face, held, mark, onClick, label }: Props) {
  const cls = ['die', held ? 'held' : '', mark ? `die-${mark}` : '', onClick ? 'clickable' : ''].join(' ');
  const cells = Array.from({ length: 9 }, (_, i) => (PIPS[face] ?? []).includes(i));
  const body = cells.map((pip, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the nine pip cells are fixed positions
    <span key={i} className={pip ? 'pip' : 'no-pip'} />
  ));
  if (onClick) {
    return (
      <button
        type="button"
        className={cls}
        onClick={onClick}
        aria-pressed={held}
        aria-label={label ?? `die ${face}`}
      >
        {body}
      </button>
    );
  }
  return (
    <span className={cls} role="img" aria-label={label ?? `die ${face}`}>
      {body}
    </span>
  );
}
