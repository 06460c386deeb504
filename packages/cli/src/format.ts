/** Plain-text layout helpers for terminal output. */
import { headRedacted } from '@hand-off-session/core/listing';

/** "3m ago", "5h ago", "2d ago"; "-" when unknown. */
export function formatAge(iso: string | null, now: Date = new Date()): string {
  if (!iso) return '-';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '-';
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.round(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)}h ago`;
  return `${Math.round(seconds / 86_400)}d ago`;
}

/** Left-aligned columns; the last column is not padded and is cut to keep rows on one line. */
export function table(header: string[], rows: string[][], maxLast = 80): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, i) => {
          if (i === row.length - 1) return cell.length > maxLast ? `${headRedacted(cell, maxLast - 1)}…` : cell;
          return cell.padEnd(widths[i] ?? 0);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
