-- hand-written: the trigram operator class and the issuer column in one GIN index need these
-- (trusted extensions: the database owner may create them; PGlite loads them in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "item_busqueda_trgm_idx" ON "item" USING gin ("emisor_id","busqueda" gin_trgm_ops);