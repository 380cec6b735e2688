// Set-up data of the list and report tests: documents a client could have created, written with
// Drizzle inside withTenant (the triggers keep the read models as for any writer) when a test
// needs what the issuing path cannot give quickly (purchases, thousands of rows, old dates).
import { D } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { factura, facturaLinea } from '../src/db/schema/index.js';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import type { Harness } from './harness.js';

export type LineaDato = {
  subTotal: string;
  tarifa?: string | null;
  cantidad?: string;
  detalle?: string;
  itemId?: string | null;
};

export type DocDato = {
  documento?: string;
  fecha: Date;
  createdAt?: Date;
  estado?: string;
  receptorId?: string | null;
  receptorNombre?: string | null;
  receptorIdentificacion?: string | null;
  codigoMoneda?: string;
  tipoCambio?: string;
  condicionVenta?: string;
  saldo?: string;
  claveFE?: string | null;
  bulk?: boolean;
  estadoProforma?: string | null;
  lineas?: LineaDato[];
};

const CODIGO_TARIFA: Record<string, string> = {
  '13': '08',
  '4': '04',
  '2': '03',
  '1': '02',
  '0.5': '09',
};

/** Inserts documents for one issuer with consistent totals and lines; returns their ids in order. */
export async function insertar(h: Harness, emisorId: string, docs: DocDato[]): Promise<string[]> {
  return withTenant(h.database.db, emisorId, async (tx) => {
    const ids: string[] = [];
    for (const d of docs) {
      const documento = d.documento ?? '01';
      const [c] = await rowsOf<{ ultimo: string }>(
        tx,
        sql`insert into consecutivo (emisor_id, sucursal, terminal, documento, ultimo, updated_at) values (${emisorId}, 1, 1, ${documento}, 1, now())
            on conflict (emisor_id, sucursal, terminal, documento) do update set ultimo = consecutivo.ultimo + 1 returning ultimo`,
      );
      const numero = Number(c!.ultimo);
      const lineas = (d.lineas ?? [{ subTotal: '1000', tarifa: '13' }]).map((l, i) => {
        const sub = new D(l.subTotal);
        const tarifa = l.tarifa ?? null;
        const imp = tarifa ? sub.times(tarifa).div(100).toDecimalPlaces(5) : new D(0);
        return { l, i, sub, tarifa, imp };
      });
      const gravado = lineas.filter((x) => x.tarifa).reduce((s, x) => s.plus(x.sub), new D(0));
      const exento = lineas.filter((x) => !x.tarifa).reduce((s, x) => s.plus(x.sub), new D(0));
      const impuesto = lineas.reduce((s, x) => s.plus(x.imp), new D(0));
      const total = gravado.plus(exento).plus(impuesto);
      const id = uuidv7();
      const consecutivo = `00100001${documento.padStart(2, '0').slice(-2)}${String(numero).padStart(10, '0')}`;
      const moneda = d.codigoMoneda ?? 'CRC';
      await tx.insert(factura).values({
        emisorId,
        id,
        documento,
        estadoDocumento: (d.estado ?? '3') as never,
        clave:
          documento === 'proforma' || documento === '99'
            ? null
            : `506221126000310112345${consecutivo}1${String(numero).padStart(8, '0')}`,
        consecutivo,
        sucursal: 1,
        terminal: 1,
        numero,
        fechaEmision: d.fecha,
        createdAt: d.createdAt ?? d.fecha,
        updatedAt: d.fecha,
        receptorId: d.receptorId ?? null,
        receptorNombre: d.receptorNombre ?? null,
        receptorIdentificacion: d.receptorIdentificacion ?? null,
        receptor: d.receptorNombre ? { id: d.receptorId ?? null, nombre: d.receptorNombre } : null,
        condicionVenta: d.condicionVenta ?? '01',
        codigoMoneda: moneda,
        tipoCambio: d.tipoCambio ?? '1',
        totalServGravados: gravado.toFixed(),
        totalServExentos: exento.toFixed(),
        totalGravado: gravado.toFixed(),
        totalExento: exento.toFixed(),
        totalVenta: gravado.plus(exento).toFixed(),
        totalVentaNeta: gravado.plus(exento).toFixed(),
        totalImpuesto: impuesto.toFixed(),
        totalComprobante: total.toFixed(),
        saldo: d.saldo ?? (d.condicionVenta === '02' ? total.toFixed() : '0'),
        claveFE: d.claveFE ?? null,
        bulk: d.bulk ?? false,
        estadoProforma: d.estadoProforma ?? null,
        datos: {
          emisor: {
            id: emisorId,
            nombre: 'Emisor',
            nombreComercial: null,
            identificacion: { tipo: '02', numero: '3101123456' },
            ubicacion: null,
            telefono: null,
            correoElectronico: null,
            cuentaContable: null,
          },
          receptor: d.receptorNombre
            ? { id: d.receptorId ?? null, nombre: d.receptorNombre }
            : null,
          codigoActividad: '000000',
          detalleServicio: { lineaDetalle: [] },
          otrosCargos: [],
          resumenFactura: {
            codigoTipoMoneda: {
              codigoMoneda: { id: moneda, value: moneda, simbolo: moneda },
              tipoCambio: d.tipoCambio ?? '1',
            },
            medioPago: [],
            totalDesgloseImpuesto: [],
            totalComprobante: total.toFixed(),
          },
          informacionReferencia: [],
          otros: null,
          mensaje: null,
        },
      });
      await tx.insert(facturaLinea).values(
        lineas.map(({ l, i, sub, tarifa, imp }) => ({
          emisorId,
          facturaId: id,
          numeroLinea: i + 1,
          itemId: l.itemId ?? null,
          itemNombre: l.detalle ?? null,
          esServicio: true,
          detalle: l.detalle ?? 'Servicio',
          cantidad: l.cantidad ?? '1',
          precioUnitario: sub.toFixed(),
          montoTotal: sub.toFixed(),
          subTotal: sub.toFixed(),
          baseImponible: sub.toFixed(),
          impuestos: tarifa
            ? [
                {
                  codigo: '01',
                  codigoTarifaIVA: CODIGO_TARIFA[tarifa] ?? '08',
                  tarifa,
                  monto: imp.toFixed(),
                  exoneracion: null,
                },
              ]
            : [],
          tarifaIVA: tarifa,
          codigoTarifaIVA: tarifa ? (CODIGO_TARIFA[tarifa] ?? '08') : null,
          montoImpuesto: imp.toFixed(),
          impuestoNeto: imp.toFixed(),
          montoTotalLinea: sub.plus(imp).toFixed(),
          tratamiento: tarifa ? 'gravado' : 'exento',
        })),
      );
      ids.push(id);
    }
    return ids;
  });
}

/** A 50-digit clave of a received document of type `tipo` (positions 30–31), for receiver messages. */
export const claveRecibida = (tipo: string, n: number) =>
  `506221126000310199999${'00100001'}${tipo}${String(n).padStart(10, '0')}112345678`;

/** A Costa Rica local time as an instant: cr('2026-11-01T00:00') is 06:00 UTC. */
export const cr = (local: string) =>
  new Date(`${local}${local.length === 10 ? 'T00:00' : ''}:00-06:00`);
