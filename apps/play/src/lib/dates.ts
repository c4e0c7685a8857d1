/**
 * The player's LOCAL calendar date as `YYYY-MM-DD` (the business schedules games by day, and a
 * player in the evening must not get tomorrow's game because UTC has already moved on).
 */
export function localDateString(now: Date = new Date()): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
