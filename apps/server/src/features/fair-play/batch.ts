/**
 * One statement for the requests that arrive together: while a statement is in flight the next
 * requests queue, and the next statement writes them all (each gets its own answer). A request
 * that finds nothing in flight is written at once: nothing waits for a timer (as the play starts'
 * batcher, play/start-batch.ts).
 */
export function createBatcher<T, R>(write: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let queue: { item: T; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  let busy = false;

  async function flush(): Promise<void> {
    if (busy || queue.length === 0) return;
    busy = true;
    const batch = queue;
    queue = [];
    try {
      const answers = await write(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(answers[i]!));
    } catch (err) {
      for (const p of batch) p.reject(err);
    } finally {
      busy = false;
      void flush();
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      void flush();
    });
}
