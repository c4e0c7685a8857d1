/**
 * `npm run audit:verify` (docs/audit-log.md#verification): recomputes the audit log's hash chain
 * of every account from the database the configuration names (DATABASE_URL, or the PGlite files
 * of DATA_DIR — stop the server first: PGlite is one process's database), prints one line per
 * account with a break and a total, and exits 1 when any chain is broken. The API's
 * `GET audit-log/verify` does the same for one account.
 */
import { pathToFileURL } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { loadConfig } from './config.js';
import { verifyAuditChain, type ChainVerdict } from './db/audit-log.js';
import { openDatabase, type Database } from './db/client.js';
import { accounts, auditLog } from './db/schema.js';

export interface AccountVerdict extends ChainVerdict {
  /** The account's public id. */
  account: string;
  business: string;
}

/** Every account with entries, checked one after the other. */
export async function verifyAllAccounts(db: Database): Promise<AccountVerdict[]> {
  const logged = await db
    .selectDistinct({ id: accounts.id, publicId: accounts.publicId, name: accounts.businessName })
    .from(accounts)
    .innerJoin(auditLog, eq(auditLog.accountId, accounts.id))
    .orderBy(asc(accounts.publicId));
  const verdicts: AccountVerdict[] = [];
  for (const account of logged)
    verdicts.push({
      account: account.publicId,
      business: account.name,
      ...(await verifyAuditChain(db, account.id)),
    });
  return verdicts;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  try {
    const verdicts = await verifyAllAccounts(database.db);
    const broken = verdicts.filter((v) => !v.ok);
    for (const v of broken)
      console.log(
        `BROKEN ${v.account} (${v.business}): entry ${v.first_break!.seq}: ${v.first_break!.reason}, ${v.entries} entries verified before it`,
      );
    const entries = verdicts.reduce((sum, v) => sum + v.entries, 0);
    console.log(
      `${verdicts.length} accounts, ${entries} entries verified: ${broken.length === 0 ? 'every chain is intact' : `${broken.length} broken`}.`,
    );
    process.exitCode = broken.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
