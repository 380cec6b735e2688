CREATE TABLE "factura_contraparte" (
	"emisor_id" uuid NOT NULL,
	"documento" text NOT NULL,
	"nombre" text NOT NULL,
	"identificacion" text NOT NULL,
	"busqueda" text NOT NULL,
	CONSTRAINT "factura_contraparte_emisor_id_documento_nombre_identificacion_pk" PRIMARY KEY("emisor_id","documento","nombre","identificacion")
);
--> statement-breakpoint
CREATE TABLE "factura_resumen_dia" (
	"emisor_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"documento" text NOT NULL,
	"codigo_moneda" text NOT NULL,
	"estado_documento" text NOT NULL,
	"documentos" integer DEFAULT 0 NOT NULL,
	"total_comprobante" numeric DEFAULT '0' NOT NULL,
	"total_comprobante_crc" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "factura_resumen_dia_emisor_id_dia_documento_codigo_moneda_estado_documento_pk" PRIMARY KEY("emisor_id","dia","documento","codigo_moneda","estado_documento")
);
