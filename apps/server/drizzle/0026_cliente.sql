CREATE TABLE "cliente_autopay" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"suscripcion_id" uuid,
	"tarjeta_id" uuid NOT NULL,
	"consecutivo" text NOT NULL,
	"monto" numeric NOT NULL,
	"codigo_moneda" text NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDIENTE' NOT NULL,
	"detalle" text,
	"referencia" text,
	"transaccion_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_autopay_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "cliente_suscripcion" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"freq" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"corridas" integer DEFAULT 0 NOT NULL,
	"next" timestamp with time zone NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"usuario_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_suscripcion_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "cliente_suscripcion_bitacora" (
	"emisor_id" uuid NOT NULL,
	"suscripcion_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"consecutivo" text NOT NULL,
	"vencimiento" timestamp with time zone NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	CONSTRAINT "cliente_suscripcion_bitacora_emisor_id_suscripcion_id_vencimiento_pk" PRIMARY KEY("emisor_id","suscripcion_id","vencimiento")
);
--> statement-breakpoint
CREATE TABLE "cliente_tarjeta" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cliente_tarjeta_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_campana" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"asunto" text NOT NULL,
	"mensaje" text NOT NULL,
	"estado" text DEFAULT 'BORRADOR' NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"programada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campana_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_data" (
	"emisor_id" uuid NOT NULL,
	"logo" text,
	"main_color" text NOT NULL,
	"template" integer NOT NULL,
	"saludo" text NOT NULL,
	"bye_message" text NOT NULL,
	"info" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_data_emisor_id_pk" PRIMARY KEY("emisor_id")
);
--> statement-breakpoint
CREATE TABLE "email_destino" (
	"emisor_id" uuid NOT NULL,
	"campana_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"envio_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"correo" text NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"detalle" text,
	"enviado_at" timestamp with time zone,
	CONSTRAINT "email_destino_emisor_id_campana_id_cliente_id_pk" PRIMARY KEY("emisor_id","campana_id","cliente_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_autopay_factura_uq" ON "cliente_autopay" USING btree ("emisor_id","factura_id");--> statement-breakpoint
CREATE INDEX "cliente_autopay_fecha_idx" ON "cliente_autopay" USING btree ("emisor_id","updated_at");--> statement-breakpoint
CREATE INDEX "cliente_suscripcion_cliente_idx" ON "cliente_suscripcion" USING btree ("emisor_id","cliente_id");--> statement-breakpoint
CREATE INDEX "cliente_tarjeta_cliente_idx" ON "cliente_tarjeta" USING btree ("emisor_id","cliente_id");