/** Usage is counted per calendar month in UTC: 'YYYY-MM'. */
export function usagePeriod(at: Date = new Date()): string {
  return at.toISOString().slice(0, 7);
}

/** When the period of `at` ends: the first instant of the next calendar month in UTC. */
export function nextPeriodStart(at: Date = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
