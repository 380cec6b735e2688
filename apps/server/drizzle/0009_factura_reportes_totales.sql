CREATE TABLE "factura_impuesto_dia" (
	"emisor_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"documento" text NOT NULL,
	"codigo_moneda" text NOT NULL,
	"estado_documento" text NOT NULL,
	"codigo" text NOT NULL,
	"codigo_tarifa_iva" text NOT NULL,
	"tarifa" text NOT NULL,
	"tratamiento" text NOT NULL,
	"lineas" integer DEFAULT 0 NOT NULL,
	"base" numeric DEFAULT '0' NOT NULL,
	"impuesto" numeric DEFAULT '0' NOT NULL,
	"exoneracion" numeric DEFAULT '0' NOT NULL,
	"base_crc" numeric DEFAULT '0' NOT NULL,
	"impuesto_crc" numeric DEFAULT '0' NOT NULL,
	"exoneracion_crc" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "factura_impuesto_dia_emisor_id_dia_documento_codigo_moneda_estado_documento_codigo_codigo_tarifa_iva_tarifa_tratamiento_pk" PRIMARY KEY("emisor_id","dia","documento","codigo_moneda","estado_documento","codigo","codigo_tarifa_iva","tarifa","tratamiento")
);
--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_gravados" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_gravados_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_exentos" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_exentos_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_exonerado" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_exonerado_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_no_sujeto" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_serv_no_sujeto_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_mercancias_gravadas" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_mercancias_gravadas_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_mercancias_exentas" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_mercancias_exentas_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_merc_exonerada" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_merc_exonerada_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_merc_no_sujeta" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_merc_no_sujeta_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_gravado" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_gravado_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_exento" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_exento_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_exonerado" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_exonerado_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_no_sujeto" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_no_sujeto_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_venta" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_venta_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_descuentos" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_descuentos_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_venta_neta" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_venta_neta_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_impuesto" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_impuesto_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_iva_devuelto" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_iva_devuelto_crc" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_otros_cargos" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "factura_resumen_dia" ADD COLUMN "total_otros_cargos_crc" numeric DEFAULT '0' NOT NULL;