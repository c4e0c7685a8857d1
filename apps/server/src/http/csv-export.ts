/**
 * A CSV download streamed from the database: the one way the Player Data export and a reward's
 * winners are written (docs/product-rules.md#player-data). Rows come in keyset batches (each batch
 * one short query, no connection held between them), each batch becomes one chunk of CSV text
 * (csv.ts: formulas escaped), and the next batch is read only once the response has taken the
 * previous one: a client that stops reading stops the reading of the database, and the server
 * holds at most about one batch whatever the size of the download.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvRow } from './csv.js';

export interface CsvSource<Row> {
  /** The header row's cells. */
  columns: readonly string[];
  /**
   * Up to `limit` rows following `after` (the last row of the previous batch; null for the first
   * batch), in the download's order. Fewer than `limit` rows ends the download.
   */
  batch(after: Row | null, limit: number): Promise<readonly Row[]>;
  /** A row's cells, in the header's order. */
  cells(row: Row): readonly (string | number)[];
}

/**
 * Rows per batch. Small enough that a batch in flight (the driver's rows, the objects made from
 * them, its text: a few MB at 1000 rows) is little next to V8's young generation, so a collection
 * mid-batch promotes little of it; large enough that the round trips stay a small part of the time.
 */
export const CSV_BATCH = 500;

/**
 * The download as a byte stream: the BOM and the header row (also with no rows at all), then the
 * rows. A failed query destroys the stream, so the download ends with an error rather than as a
 * silently short file.
 */
export function csvDownload<Row>(source: CsvSource<Row>, batchSize = CSV_BATCH): Readable {
  let after: Row | null = null;
  let first = true;
  return new Readable({
    // Read a batch only when nothing is waiting: one batch is one chunk, far over any mark.
    highWaterMark: 1,
    read() {
      // Readable calls read() again only after a push: one batch at a time.
      void (async () => {
        try {
          const rows = await source.batch(after, batchSize);
          // The client went away (Fastify destroys the stream): nothing more to read.
          if (this.destroyed) return;
          let text = first ? `\ufeff${csvRow(source.columns)}` : '';
          first = false;
          for (const row of rows) text += csvRow(source.cells(row));
          if (text) this.push(text);
          if (rows.length < batchSize) this.push(null);
          else after = rows[rows.length - 1]!;
        } catch (err) {
          this.destroy(err instanceof Error ? err : new Error(String(err)));
        }
      })();
    },
  });
}

/**
 * Sends a CSV download as the console's exports do: `{name}-{UTC day}.csv`, never cached. A stream
 * skips the response serializer, so it goes through the untyped reply.
 */
export function sendCsv(reply: unknown, stream: Readable, name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return (reply as FastifyReply)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
