/**
 * Writes queued rows in one statement per batch, at most `inFlight` batches at a time: while they
 * are written the next one fills, so under load each statement carries many requests' rows (as
 * the play starts are written, play/start-batch.ts), and a slow round trip does not hold every
 * request behind one statement. `write` answers, for each row of the batch in
 * order, whether it was stored; `submit` resolves with its own rows' answers once they are
 * written — the caller answers only what is stored.
 */
export function createBatcher<Row>(
  write: (rows: Row[]) => Promise<boolean[]>,
  options: { maxRows: number; inFlight?: number },
) {
  const inFlight = options.inFlight ?? 1;
  type Pending = {
    rows: Row[];
    resolve: (stored: boolean[]) => void;
    reject: (e: unknown) => void;
  };
  const pending: Pending[] = [];
  let busy = 0;

  async function flush(): Promise<void> {
    if (busy >= inFlight || pending.length === 0) return;
    busy++;
    const batch: Pending[] = [];
    let size = 0;
    while (pending.length > 0) {
      const next = pending[0]!;
      if (batch.length > 0 && size + next.rows.length > options.maxRows) break;
      pending.shift();
      size += next.rows.length;
      batch.push(next);
    }
    try {
      const stored = await write(batch.flatMap((b) => b.rows));
      let at = 0;
      for (const b of batch) {
        b.resolve(stored.slice(at, at + b.rows.length));
        at += b.rows.length;
      }
    } catch (err) {
      for (const b of batch) b.reject(err);
    } finally {
      busy--;
      void flush();
    }
  }

  return {
    submit(rows: Row[]): Promise<boolean[]> {
      const promise = new Promise<boolean[]>((resolve, reject) =>
        pending.push({ rows, resolve, reject }),
      );
      void flush();
      return promise;
    },
  };
}
