/** Usage is counted per calendar month in UTC: 'YYYY-MM'. */
export function usagePeriod(at: Date = new Date()): string {
  return at.toISOString().slice(0, 7);
}
