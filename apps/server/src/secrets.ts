// Secrets the server needs but nobody should have to invent: generated on first start and kept
// in the database, so every process behind a load balancer shares them. An environment variable
// (JWT_SECRET) overrides the stored value.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/types.js';
import { withoutTenant } from './db/tenant.js';
import { secreto } from './db/schema/index.js';

/** The stored secret under key, generating and storing it the first time. */
export async function getOrCreateSecret(db: Db, key: string, generate: () => string): Promise<string> {
  return withoutTenant(db, async (tx) => {
    await tx.insert(secreto).values({ key, value: generate() }).onConflictDoNothing();
    const [row] = await tx.select().from(secreto).where(eq(secreto.key, key));
    return row!.value;
  });
}

export const randomSecret = () => randomBytes(48).toString('base64url');
