ALTER TABLE "cliente_suscripcion" ADD COLUMN "rechazo" text;--> statement-breakpoint
ALTER TABLE "cliente_suscripcion" ADD COLUMN "rechazo_fecha" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cliente_suscripcion" ADD COLUMN "reintento" timestamp with time zone;