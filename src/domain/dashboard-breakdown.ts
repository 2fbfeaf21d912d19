/** One group of a dashboard card: a label (null when the records had none) and how many records carry it. */
export interface BreakdownCount {
  label: string | null;
  count: number;
}

export interface BreakdownRow {
  label: string;
  count: number;
  /** The label as recorded (trimmed), the value a register filters by; null for the records without one. */
  value: string | null;
}

export interface Breakdown {
  total: number;
  rows: BreakdownRow[];
}

/**
 * One card of the dashboard home: its groups with the missing label named ('Unspecified', 'No notes'), blank
 * labels counted with the missing ones, largest group first; the total is the sum of the groups.
 */
export function buildBreakdown(counts: readonly BreakdownCount[], missingLabel: string): Breakdown {
  const merged = new Map<string | null, number>();
  for (const { label, count } of counts) {
    const value = label?.trim() || null;
    merged.set(value, (merged.get(value) ?? 0) + count);
  }
  const rows = [...merged]
    .map(([value, count]) => ({ label: value ?? missingLabel, count, value }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { total: rows.reduce((sum, row) => sum + row.count, 0), rows };
}

/** The share of `count` in `total` to one decimal, as a card shows it: 1 of 3 is '33.3%'; nothing of nothing is '0.0%'. */
export function formatShare(count: number, total: number): string {
  if (total <= 0) return '0.0%';
  return `${(Math.round((count / total) * 1000) / 10).toFixed(1)}%`;
}
