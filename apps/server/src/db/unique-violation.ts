/**
 * Whether a database error is a unique key's refusal (SQLSTATE 23505), of `constraint` when given
 * (an error without the constraint's name counts). Drizzle wraps the driver's error in `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505') return !constraint || !e.constraint || e.constraint === constraint;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}
