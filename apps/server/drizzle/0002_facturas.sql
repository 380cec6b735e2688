CREATE TABLE "bitacora" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"estado_documento" text NOT NULL,
	"mensaje" text NOT NULL,
	"usuario_id" uuid,
	CONSTRAINT "bitacora_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "consecutivo" (
	"emisor_id" uuid NOT NULL,
	"sucursal" integer NOT NULL,
	"terminal" integer NOT NULL,
	"documento" text NOT NULL,
	"ultimo" bigint NOT NULL,
	"inicial" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consecutivo_emisor_id_sucursal_terminal_documento_pk" PRIMARY KEY("emisor_id","sucursal","terminal","documento")
);
--> statement-breakpoint
CREATE TABLE "factura" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"documento" text NOT NULL,
	"estado_documento" text NOT NULL,
	"clave" text,
	"consecutivo" text NOT NULL,
	"sucursal" integer NOT NULL,
	"terminal" integer NOT NULL,
	"numero" bigint NOT NULL,
	"situacion" text DEFAULT '1' NOT NULL,
	"fecha_emision" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"codigo_actividad" text,
	"receptor_id" uuid,
	"receptor_nombre" text,
	"receptor_identificacion" text,
	"receptor_correo" text,
	"receptor" jsonb,
	"condicion_venta" text NOT NULL,
	"plazo_credito" integer,
	"codigo_moneda" text NOT NULL,
	"tipo_cambio" numeric NOT NULL,
	"total_serv_gravados" numeric DEFAULT '0' NOT NULL,
	"total_serv_exentos" numeric DEFAULT '0' NOT NULL,
	"total_serv_exonerado" numeric DEFAULT '0' NOT NULL,
	"total_serv_no_sujeto" numeric DEFAULT '0' NOT NULL,
	"total_mercancias_gravadas" numeric DEFAULT '0' NOT NULL,
	"total_mercancias_exentas" numeric DEFAULT '0' NOT NULL,
	"total_merc_exonerada" numeric DEFAULT '0' NOT NULL,
	"total_merc_no_sujeta" numeric DEFAULT '0' NOT NULL,
	"total_gravado" numeric DEFAULT '0' NOT NULL,
	"total_exento" numeric DEFAULT '0' NOT NULL,
	"total_exonerado" numeric DEFAULT '0' NOT NULL,
	"total_no_sujeto" numeric DEFAULT '0' NOT NULL,
	"total_venta" numeric DEFAULT '0' NOT NULL,
	"total_descuentos" numeric DEFAULT '0' NOT NULL,
	"total_venta_neta" numeric DEFAULT '0' NOT NULL,
	"total_impuesto" numeric DEFAULT '0' NOT NULL,
	"total_imp_asum_emisor_fabrica" numeric DEFAULT '0' NOT NULL,
	"total_iva_devuelto" numeric DEFAULT '0' NOT NULL,
	"total_otros_cargos" numeric DEFAULT '0' NOT NULL,
	"total_comprobante" numeric DEFAULT '0' NOT NULL,
	"saldo" numeric DEFAULT '0' NOT NULL,
	"estado_proforma" text,
	"plazo_proforma" integer,
	"referencia_id" uuid,
	"referencias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notas_credito" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"clave_fe" text,
	"bulk" boolean DEFAULT false NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"usuario_id" uuid,
	"caja_sesion_id" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"envio_intentos" integer DEFAULT 0 NOT NULL,
	"plazo_envio_at" timestamp with time zone,
	"enviado_at" timestamp with time zone,
	"ultimo_error" text,
	"mail" boolean DEFAULT false NOT NULL,
	"datos" jsonb NOT NULL,
	CONSTRAINT "factura_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "factura_adjunto" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"src" text NOT NULL,
	"name" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "factura_adjunto_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "factura_linea" (
	"emisor_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"numero_linea" integer NOT NULL,
	"item_id" uuid,
	"item_nombre" text,
	"clasificacion" text,
	"es_servicio" boolean NOT NULL,
	"codigo_cabys" text,
	"detalle" text NOT NULL,
	"unidad_medida" text,
	"cantidad" numeric NOT NULL,
	"precio_unitario" numeric NOT NULL,
	"monto_total" numeric NOT NULL,
	"descuentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monto_descuento" numeric DEFAULT '0' NOT NULL,
	"sub_total" numeric NOT NULL,
	"base_imponible" numeric NOT NULL,
	"impuestos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tarifa_iva" numeric,
	"codigo_tarifa_iva" text,
	"monto_impuesto" numeric DEFAULT '0' NOT NULL,
	"monto_exoneracion" numeric DEFAULT '0' NOT NULL,
	"impuesto_neto" numeric NOT NULL,
	"monto_total_linea" numeric NOT NULL,
	"tratamiento" text NOT NULL,
	CONSTRAINT "factura_linea_emisor_id_factura_id_numero_linea_pk" PRIMARY KEY("emisor_id","factura_id","numero_linea")
);
--> statement-breakpoint
CREATE TABLE "factura_xml" (
	"emisor_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"xml_firmado" text,
	"xml_recibido" text,
	"respuesta_estado" text,
	"respuesta_xml" text,
	"respuesta_detalle" text,
	"respuesta_fecha" timestamp with time zone,
	"motivos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "factura_xml_emisor_id_factura_id_pk" PRIMARY KEY("emisor_id","factura_id")
);
--> statement-breakpoint
CREATE TABLE "plan_uso" (
	"emisor_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"documentos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_uso_emisor_id_periodo_pk" PRIMARY KEY("emisor_id","periodo")
);
--> statement-breakpoint
CREATE TABLE "transaccion" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"factura_id" uuid,
	"tipo" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"concepto" text NOT NULL,
	"monto" numeric NOT NULL,
	"codigo_moneda" text DEFAULT 'CRC' NOT NULL,
	"bank_account" text,
	"referencia" text,
	"estado" boolean DEFAULT true NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transaccion_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE INDEX "bitacora_factura_idx" ON "bitacora" USING btree ("emisor_id","factura_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "factura_serie_uq" ON "factura" USING btree ("emisor_id","sucursal","terminal","documento","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "factura_clave_uq" ON "factura" USING btree ("emisor_id","clave") WHERE clave is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "factura_idempotency_uq" ON "factura" USING btree ("emisor_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "factura_lista_idx" ON "factura" USING btree ("emisor_id","documento","fecha_emision" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "factura_fecha_idx" ON "factura" USING btree ("emisor_id","fecha_emision" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "factura_receptor_idx" ON "factura" USING btree ("emisor_id","receptor_id","fecha_emision" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "factura_estado_idx" ON "factura" USING btree ("emisor_id","estado_documento","fecha_emision" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "factura_credito_idx" ON "factura" USING btree ("emisor_id","fecha_emision" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE condicion_venta = '02' and saldo > 0;--> statement-breakpoint
CREATE INDEX "factura_referencia_idx" ON "factura" USING btree ("emisor_id","referencia_id") WHERE referencia_id is not null;--> statement-breakpoint
CREATE INDEX "factura_clave_fe_idx" ON "factura" USING btree ("emisor_id","clave_fe") WHERE clave_fe is not null;--> statement-breakpoint
CREATE INDEX "factura_adjunto_factura_idx" ON "factura_adjunto" USING btree ("emisor_id","factura_id");--> statement-breakpoint
CREATE INDEX "factura_linea_item_idx" ON "factura_linea" USING btree ("emisor_id","item_id") WHERE item_id is not null;--> statement-breakpoint
CREATE INDEX "transaccion_fecha_idx" ON "transaccion" USING btree ("emisor_id","fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transaccion_factura_idx" ON "transaccion" USING btree ("emisor_id","factura_id") WHERE factura_id is not null;