ALTER TABLE "plan_uso" ADD COLUMN "serie" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_uso" DROP CONSTRAINT "plan_uso_emisor_id_periodo_pk";--> statement-breakpoint
ALTER TABLE "plan_uso" ADD CONSTRAINT "plan_uso_emisor_id_periodo_serie_pk" PRIMARY KEY("emisor_id","periodo","serie");
