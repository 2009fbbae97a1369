/**
 * How the token checker writes values, lists, durations and times in its messages.
 */

/** Shows a JSON value in a message, shortened so a huge claim does not flood the results. */
export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A duration for people: "2 hours 5 minutes", "45 seconds", "3 days 4 hours". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.round(Math.abs(totalSeconds));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60 === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours % 24, 'hour')}`;
}

/** A Unix time in seconds as "2026-11-20 10:00:00 UTC", or a phrase when no calendar date fits. */
export function formatUnixTime(seconds: number): string {
  const milliseconds = seconds * 1000;
  if (!Number.isFinite(milliseconds) || Math.abs(milliseconds) > 8.64e15) return 'a time outside any calendar';
  return `${new Date(milliseconds).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
