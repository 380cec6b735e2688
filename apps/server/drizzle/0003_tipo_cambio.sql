CREATE TABLE "tipo_cambio" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rate" numeric NOT NULL,
	"venta" numeric,
	"auto" boolean NOT NULL,
	"fecha" date NOT NULL,
	"fuente" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipo_cambio_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "tipo_cambio_bccr" (
	"moneda" text NOT NULL,
	"fecha" date NOT NULL,
	"compra" numeric NOT NULL,
	"venta" numeric NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipo_cambio_bccr_moneda_fecha_pk" PRIMARY KEY("moneda","fecha")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_cambio_auto_fecha_uq" ON "tipo_cambio" USING btree ("emisor_id","fecha") WHERE auto;