CREATE TABLE "push_suscripcion" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_suscripcion_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_suscripcion_endpoint_uq" ON "push_suscripcion" USING btree ("emisor_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_suscripcion_tag_idx" ON "push_suscripcion" USING btree ("emisor_id","tag");