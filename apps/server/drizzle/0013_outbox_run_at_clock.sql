ALTER TABLE "outbox" ALTER COLUMN "run_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "run_at" DROP NOT NULL;