// The sales and purchases reports: the period's documents (rows), their totals per currency and
// in colones, per tax and rate from the lines, other charges per type, and how many are not yet
// accepted. Sums are done in SQL on numeric (exact); the domain rounds them to 5 decimals.
// Every query walks an index range of the period (factura_lista_idx per type for sales,
// factura_registro_compra_idx for purchases by registration date).
import { roundAmount, toDecimalString, toD, type D } from '@jit/domain';
import { sql, type SQL } from 'drizzle-orm';
import { TOTALES_REPORTE, factura } from '../../../db/schema/index.js';
import { rowsOf, type Tx } from '../../../db/types.js';
import { documentoCodigo, estadoCodigo } from '../catalogos.js';
import { isoDia } from './periodo.js';
import { lista } from './filtros.js';

/** The report totals (TOTALES_REPORTE) with their header columns, in the order of ReporteMontos. */
export const TOTALES = TOTALES_REPORTE.map((k) => [k, factura[k].name] as const);

export type Montos = { documentos: number } & Record<(typeof TOTALES)[number][0], string>;

/** Money out: exact sum rounded with the domain's rule (5 decimals, half-up). */
export const dinero = (x: D | string | number | null | undefined): string =>
  toDecimalString(roundAmount(toD(x ?? 0)));

/** What a report reads: the documents of `tipos` in [inicio, final) that pass `condiciones`; `esNota` tells credit notes apart. */
export type Alcance = {
  emisorId: string;
  tipos: readonly string[];
  inicio: Date;
  final: Date;
  /** fecha_emision (sales) or created_at (purchases, by registration). */
  columna: 'fecha' | 'registro';
  condiciones: SQL[];
  /** Boolean SQL on `f`: the row subtracts (credit note, purchase cancellation). */
  esNota: SQL;
  /**
   * When the period is whole Costa Rica days and the filter only asks for types, currency and
   * states: the same selection on the daily tables (alias `r`), whose rows answer the totals and
   * the per-rate figures without reading the documents. `esNota` there is a condition on r.documento.
   */
  resumen?: { condiciones: SQL[]; esNota: SQL } | null;
};

/** The daily tables' selection of a report (emisor, days, types and the extra conditions). */
function dondeResumen(a: Alcance, r: NonNullable<Alcance['resumen']>): SQL {
  return sql.join(
    [
      sql`r.emisor_id = ${a.emisorId}::uuid`,
      sql`r.documento in (${lista(a.tipos.length ? a.tipos : ['-'])})`,
      sql`r.dia >= ${isoDia(a.inicio)}::date and r.dia < ${isoDia(a.final)}::date`,
      ...r.condiciones,
    ],
    sql` and `,
  );
}

const col = (a: Alcance) => sql.raw(a.columna === 'registro' ? 'f.created_at' : 'f.fecha_emision');

export function donde(a: Alcance): SQL {
  return sql.join(
    [
      sql`f.emisor_id = ${a.emisorId}::uuid`,
      sql`f.documento in (${lista(a.tipos.length ? a.tipos : ['-'])})`,
      sql`${col(a)} >= ${a.inicio.toISOString()}::timestamptz and ${col(a)} < ${a.final.toISOString()}::timestamptz`,
      ...a.condiciones,
    ],
    sql` and `,
  );
}

const montosVacios = (): Montos =>
  Object.fromEntries([['documentos', 0], ...TOTALES.map(([k]) => [k, '0'])]) as Montos;

function montosDe(r: Record<string, unknown>, sufijo = ''): Montos {
  const m = montosVacios();
  m.documentos = Number(r.documentos ?? 0);
  for (const [k, c] of TOTALES) m[k] = dinero(r[`${c}${sufijo}`] as string);
  return m;
}

function resta(a: Montos, b: Montos): Montos {
  const m = montosVacios();
  m.documentos = a.documentos - b.documentos;
  for (const [k] of TOTALES) m[k] = dinero(toD(a[k]).minus(b[k]));
  return m;
}

export type ReporteMoneda = {
  codigoMoneda: string;
  documentos: Montos;
  notaCredito: Montos;
  neto: Montos;
};

/** Totals per currency (each in its own) and in colones, plus the count of documents not yet accepted. */
export async function totales(
  tx: Tx,
  a: Alcance,
): Promise<{ monedas: ReporteMoneda[]; colones: ReporteMoneda; sinAceptar: number }> {
  const rows = await rowsOf<
    Record<string, unknown> & {
      codigo_moneda: string | null;
      nota: boolean;
      g: number;
      sin_aceptar: string;
    }
  >(
    tx,
    a.resumen
      ? sql`select r.codigo_moneda, (${a.resumen.esNota}) as nota, grouping(r.codigo_moneda) as g, sum(r.documentos) as documentos,
            coalesce(sum(r.documentos) filter (where r.estado_documento not in ('3', '8')), 0) as sin_aceptar,
            ${sql.join(
              TOTALES.flatMap(([, c]) => [
                sql.raw(`sum(r.${c}) as ${c}`),
                sql.raw(`sum(r.${c}_crc) as ${c}_crc`),
              ]),
              sql`, `,
            )}
          from factura_resumen_dia_v r where ${dondeResumen(a, a.resumen)}
          group by grouping sets ((r.codigo_moneda, (${a.resumen.esNota})), ((${a.resumen.esNota})))
          having sum(r.documentos) <> 0`
      : sql`select f.codigo_moneda, (${a.esNota}) as nota, grouping(f.codigo_moneda) as g, count(*) as documentos,
            count(*) filter (where f.estado_documento not in ('3', '8')) as sin_aceptar,
            ${sql.join(
              TOTALES.flatMap(([, c]) => [
                sql.raw(`sum(f.${c}) as ${c}`),
                sql.raw(`sum(f.${c} * f.tipo_cambio) as ${c}_crc`),
              ]),
              sql`, `,
            )}
          from factura f where ${donde(a)}
          group by grouping sets ((f.codigo_moneda, (${a.esNota})), ((${a.esNota})))`,
  );
  const porMoneda = new Map<string, { documentos: Montos; notaCredito: Montos }>();
  const colones = { documentos: montosVacios(), notaCredito: montosVacios() };
  let sinAceptar = 0;
  for (const r of rows) {
    if (Number(r.g) === 1) {
      const m = montosDe(r, '_crc');
      if (r.nota) colones.notaCredito = m;
      else colones.documentos = m;
      sinAceptar += Number(r.sin_aceptar);
      continue;
    }
    const moneda = r.codigo_moneda ?? 'CRC';
    const e = porMoneda.get(moneda) ?? { documentos: montosVacios(), notaCredito: montosVacios() };
    if (r.nota) e.notaCredito = montosDe(r);
    else e.documentos = montosDe(r);
    porMoneda.set(moneda, e);
  }
  const monedas = [...porMoneda.entries()]
    .sort(([x], [y]) => (x === 'CRC' ? -1 : y === 'CRC' ? 1 : x.localeCompare(y)))
    .map(([codigoMoneda, e]) => ({ codigoMoneda, ...e, neto: resta(e.documentos, e.notaCredito) }));
  return {
    monedas,
    colones: {
      codigoMoneda: 'CRC',
      ...colones,
      neto: resta(colones.documentos, colones.notaCredito),
    },
    sinAceptar,
  };
}

type ImpMontos = {
  lineas: number;
  base: string;
  impuesto: string;
  exoneracion: string;
  impuestoNeto: string;
};
const impVacio = (): ImpMontos => ({
  lineas: 0,
  base: '0',
  impuesto: '0',
  exoneracion: '0',
  impuestoNeto: '0',
});

/** Totals per tax code, rate and treatment from the lines, in colones; credit notes apart and netted. */
export async function impuestos(tx: Tx, a: Alcance) {
  const rows = await rowsOf<{
    nota: boolean;
    codigo: string | null;
    cti: string | null;
    tarifa: string | null;
    tratamiento: string;
    lineas: string;
    base: string;
    impuesto: string;
    exoneracion: string;
  }>(
    tx,
    a.resumen
      ? sql`select (${a.resumen.esNota}) as nota, nullif(r.codigo, '') as codigo, nullif(r.codigo_tarifa_iva, '') as cti, nullif(r.tarifa, '') as tarifa,
            r.tratamiento, sum(r.lineas) as lineas, sum(r.base_crc) as base, sum(r.impuesto_crc) as impuesto, sum(r.exoneracion_crc) as exoneracion
          from factura_impuesto_dia_v r where ${dondeResumen(a, a.resumen)}
          group by 1, 2, 3, 4, 5 having sum(r.lineas) <> 0`
      : sql`select (${a.esNota}) as nota, i->>'codigo' as codigo, i->>'codigoTarifaIVA' as cti, (i->>'tarifa')::numeric as tarifa, l.tratamiento,
            count(*) as lineas, sum(l.sub_total * f.tipo_cambio) as base,
            sum(coalesce((i->>'monto')::numeric, 0) * f.tipo_cambio) as impuesto,
            sum(coalesce((i->'exoneracion'->>'montoExoneracion')::numeric, 0) * f.tipo_cambio) as exoneracion
          from factura f
          join factura_linea l on l.emisor_id = ${a.emisorId}::uuid and l.factura_id = f.id
          cross join lateral jsonb_array_elements(case when jsonb_typeof(l.impuestos) = 'array' and jsonb_array_length(l.impuestos) > 0 then l.impuestos else '[null]'::jsonb end) i
          where ${donde(a)}
          group by 1, 2, 3, 4, 5`,
  );
  const grupos = new Map<
    string,
    {
      codigo: string | null;
      codigoTarifaIVA: string | null;
      tarifa: string | null;
      tratamiento: string;
      documentos: ImpMontos;
      notaCredito: ImpMontos;
    }
  >();
  for (const r of rows) {
    const tarifa = r.tarifa == null ? null : toDecimalString(toD(r.tarifa));
    const key = [r.codigo, r.cti, tarifa, r.tratamiento].join('|');
    const g = grupos.get(key) ?? {
      codigo: r.codigo,
      codigoTarifaIVA: r.cti,
      tarifa,
      tratamiento: r.tratamiento,
      documentos: impVacio(),
      notaCredito: impVacio(),
    };
    const m: ImpMontos = {
      lineas: Number(r.lineas),
      base: dinero(r.base),
      impuesto: dinero(r.impuesto),
      exoneracion: dinero(r.exoneracion),
      impuestoNeto: dinero(toD(r.impuesto).minus(r.exoneracion)),
    };
    if (r.nota) g.notaCredito = m;
    else g.documentos = m;
    grupos.set(key, g);
  }
  const neto = (x: ImpMontos, y: ImpMontos): ImpMontos => ({
    lineas: x.lineas - y.lineas,
    base: dinero(toD(x.base).minus(y.base)),
    impuesto: dinero(toD(x.impuesto).minus(y.impuesto)),
    exoneracion: dinero(toD(x.exoneracion).minus(y.exoneracion)),
    impuestoNeto: dinero(toD(x.impuestoNeto).minus(y.impuestoNeto)),
  });
  // Taxes first by code, then rate (highest first); lines without tax last.
  return [...grupos.values()]
    .map((g) => ({ ...g, neto: neto(g.documentos, g.notaCredito) }))
    .sort((x, y) =>
      x.codigo === y.codigo
        ? toD(y.tarifa ?? -1).comparedTo(toD(x.tarifa ?? -1)) ||
          x.tratamiento.localeCompare(y.tratamiento)
        : x.codigo == null
          ? 1
          : y.codigo == null
            ? -1
            : x.codigo.localeCompare(y.codigo),
    );
}

/** Other charges per type, in colones (only documents that have some: datos is read only for them). */
export async function otrosCargos(tx: Tx, a: Alcance) {
  const rows = await rowsOf<{ nota: boolean; tipo: string; monto: string }>(
    tx,
    sql`select (${a.esNota}) as nota, oc->>'tipoDocumentoOC' as tipo, sum(coalesce((oc->>'montoCargo')::numeric, 0) * f.tipo_cambio) as monto
        from factura f cross join lateral jsonb_array_elements(coalesce(f.datos->'otrosCargos', '[]'::jsonb)) oc
        where ${donde(a)} and f.total_otros_cargos <> 0
        group by 1, 2`,
  );
  const tipos = new Map<string, { documentos: D; notaCredito: D }>();
  for (const r of rows) {
    const t = tipos.get(r.tipo) ?? { documentos: toD(0), notaCredito: toD(0) };
    if (r.nota) t.notaCredito = t.notaCredito.plus(r.monto);
    else t.documentos = t.documentos.plus(r.monto);
    tipos.set(r.tipo, t);
  }
  return [...tipos.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([tipoDocumentoOC, t]) => ({
      tipoDocumentoOC,
      documentos: dinero(t.documentos),
      notaCredito: dinero(t.notaCredito),
      neto: dinero(t.documentos.minus(t.notaCredito)),
    }));
}

type FilaReporte = Record<string, unknown> & {
  id: string;
  documento: string;
  estado_documento: string;
  consecutivo: string;
  clave: string | null;
  clave_fe: string | null;
  fecha_emision: Date | string;
  created_at: Date | string;
  receptor_id: string | null;
  receptor_nombre: string | null;
  receptor_identificacion: string | null;
  condicion_venta: string;
  codigo_moneda: string;
  tipo_cambio: string;
  saldo: string;
  referencia_id: string | null;
  nota: boolean;
  otros: { tipoDocumentoOC: string; detalle?: string | null; montoCargo: string }[] | null;
};

/** The rows of the report, newest first, split into documents and credit notes. */
export async function filas(tx: Tx, a: Alcance, conOtrosCargos: boolean) {
  const rows = await rowsOf<FilaReporte>(
    tx,
    sql`select f.id, f.documento, f.estado_documento, f.consecutivo, f.clave, f.clave_fe, f.fecha_emision, f.created_at, f.receptor_id,
          f.receptor_nombre, f.receptor_identificacion, f.condicion_venta, f.codigo_moneda, f.tipo_cambio, f.saldo, f.referencia_id,
          ${sql.join(
            TOTALES.map(([, c]) => sql.raw(`f.${c}`)),
            sql`, `,
          )},
          (${a.esNota}) as nota,
          ${conOtrosCargos ? sql`case when f.total_otros_cargos <> 0 then f.datos->'otrosCargos' end` : sql`null`} as otros
        from factura f where ${donde(a)}
        order by ${col(a)} desc, f.id desc`,
  );
  const documentos: ReturnType<typeof fila>[] = [];
  const notas: ReturnType<typeof fila>[] = [];
  for (const r of rows) (r.nota ? notas : documentos).push(fila(r));
  return { documentos, notas };
}

/**
 * A numeric column as the database wrote it, without trailing zeros ("1130.50000" → "1130.5"):
 * already exact, so a string operation is enough (a month is tens of thousands of rows).
 */
export function plano(v: string | number | null | undefined): string {
  const s = typeof v === 'number' ? String(v) : String(v ?? '0');
  const t = s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
  return t === '-0' ? '0' : t;
}

const codigos = new Map<string, ReturnType<typeof documentoCodigo>>();
const estados = new Map<string, ReturnType<typeof estadoCodigo>>();
const codigoDe = (d: string) => codigos.get(d) ?? codigos.set(d, documentoCodigo(d)).get(d)!;
const estadoDe = (e: string) => estados.get(e) ?? estados.set(e, estadoCodigo(e)).get(e)!;

function fila(r: FilaReporte) {
  const totales: Record<string, string> = {};
  for (const [k, c] of TOTALES) totales[k] = plano(r[c] as string);
  const tipoCambio = plano(r.tipo_cambio);
  return {
    id: r.id,
    documento: codigoDe(r.documento),
    estadoDocumento: estadoDe(r.estado_documento),
    aceptado: r.estado_documento === '3' || r.estado_documento === '8',
    consecutivo: r.consecutivo,
    clave: r.clave,
    claveFE: r.clave_fe,
    fechaEmision: new Date(r.fecha_emision),
    createdAt: new Date(r.created_at),
    receptor:
      r.receptor_nombre || r.receptor_id
        ? {
            id: r.receptor_id,
            nombre: r.receptor_nombre,
            identificacion: r.receptor_identificacion,
          }
        : null,
    condicionVenta: r.condicion_venta,
    codigoMoneda: r.codigo_moneda,
    tipoCambio,
    ...totales,
    totalComprobanteCRC:
      tipoCambio === '1'
        ? totales.totalComprobante!
        : dinero(toD(r.total_comprobante as string).times(r.tipo_cambio)),
    saldo: plano(r.saldo),
    referenciaId: r.referencia_id,
    otrosCargos: (r.otros ?? []).map((o) => ({
      tipoDocumentoOC: o.tipoDocumentoOC,
      detalle: o.detalle ?? null,
      montoCargo: o.montoCargo,
    })),
  };
}
