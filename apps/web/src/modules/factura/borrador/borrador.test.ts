// The draft controller: one atom per line, the summary kept by difference, the browser copy.
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../app/store';
import { unsavedInvoiceAtom } from '../../../app/unsaved';
import { encabezadoAtom, lineIdsAtom, lineasContadasAtom, resumenAtom, savedAtom } from './atoms';
import { borrador } from './borrador';
import type { DefaultsBorrador } from './defaults';
import { facturaInput, problemasDeEnvio, validarBorrador } from './factura-input';
import { loadDraft } from './persist';

const defaults: DefaultsBorrador = {
  documento: '01',
  local: 1,
  terminal: 1,
  codigoMoneda: 'CRC',
  condicionVenta: '01',
  plazoCredito: 0,
  medioPago: '01',
  ivaIncluido: false,
  unidadMedida: 'Unid',
  codigoTarifaIVA: '08',
  cabys: '',
  clasificacion: 'producto',
};

let n = 0;
const scope = () => `test-${Date.now()}-${(n += 1)}`;
const total = () => appStore.get(resumenAtom)!.totalComprobante.toFixed(2);

beforeEach(() => localStorage.clear());

describe('invoice draft', () => {
  it('starts with one empty line and a zero total', () => {
    borrador.cargar(scope(), defaults);
    expect(appStore.get(lineIdsAtom)).toHaveLength(1);
    expect(total()).toBe('0.00');
    expect(appStore.get(lineasContadasAtom)).toBe(0);
  });

  it('totals follow every edit, add and delete (incremental summary)', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: '2', precio: '1000' });
    expect(total()).toBe('2260.00');
    const b = borrador.agregar();
    borrador.actualizar(b, { codigoCABYS: '0123400020400', detalle: 'Tomate', cantidad: '1', precio: '500', codigoTarifaIVA: '02' });
    expect(total()).toBe('2765.00');
    borrador.previsualizar(a, 'cantidad', '3');
    expect(total()).toBe('3895.00');
    borrador.revertir(a);
    expect(total()).toBe('2765.00');
    borrador.eliminar(a);
    expect(total()).toBe('505.00');
    expect(appStore.get(lineasContadasAtom)).toBe(1);
  });

  it('a cell committed after «Limpiar borrador» (its line is gone) changes nothing and throws nothing', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: '1', precio: '1000' });
    borrador.limpiar();
    expect(() => borrador.previsualizar(a, 'precio', '1500')).not.toThrow();
    expect(() => borrador.actualizar(a, { precio: '1500' })).not.toThrow();
    expect(appStore.get(lineIdsAtom)).not.toContain(a);
    expect(total()).toBe('0.00');
  });

  it('a service CABYS gives the line a service unit (and a good a goods unit) unless the clerk chose one of its kind', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '9292000000300', detalle: 'Consultoría educativa', cantidad: '1', precio: '1000' });
    expect(borrador.leidas()[0]!.leida).toMatchObject({ kind: 'ok', input: { unidadMedida: 'Sp' }, linea: { esServicio: true } });
    borrador.actualizar(a, { unidadMedida: 'St' });
    borrador.actualizar(a, { codigoCABYS: '8313100000200' });
    expect(borrador.leidas()[0]!.leida).toMatchObject({ kind: 'ok', input: { unidadMedida: 'St' } });
    borrador.actualizar(a, { codigoCABYS: '2820404009900' });
    expect(borrador.leidas()[0]!.leida).toMatchObject({ kind: 'ok', input: { unidadMedida: 'Unid' }, linea: { esServicio: false } });
  });

  it('an edit marks the draft unsaved (navbar entry); clearing marks it saved', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { detalle: 'Algo' });
    expect(appStore.get(savedAtom)).toBe(false);
    expect(appStore.get(unsavedInvoiceAtom)).toBe(true);
    borrador.limpiar();
    expect(appStore.get(savedAtom)).toBe(true);
    expect(appStore.get(unsavedInvoiceAtom)).toBe(false);
  });

  it('survives a reload, including the cell that was still being typed', () => {
    const s = scope();
    borrador.cargar(s, defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: '1', precio: '1000' });
    borrador.previsualizar(a, 'cantidad', '4');
    const snap = loadDraft(s);
    expect(snap.ids).toEqual([a]);
    expect(snap.lineas.get(a)?.detalle).toBe('Camiseta');
    expect(snap.typing).toEqual({ id: a, field: 'cantidad', text: '4' });
  });

  it('switching to the VAT-included mode recomputes every line', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: '1', precio: '1130' });
    expect(total()).toBe('1276.90');
    borrador.encabezado({ ivaIncluido: true });
    expect(total()).toBe('1130.00');
  });

  it('a retry without edits reuses the idempotency key; an edit asks for a new one', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { detalle: 'x' });
    const k1 = borrador.llaveEnvio();
    expect(borrador.llaveEnvio()).toBe(k1);
    borrador.actualizar(a, { detalle: 'y' });
    expect(borrador.llaveEnvio()).not.toBe(k1);
  });

  it('before sending, a factura without customer and a bad cell are both reported where they belong', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: 'abc', precio: '1000' });
    const { problemas } = validarBorrador(appStore.get(encabezadoAtom)!, borrador.leidas());
    expect(problemas).toContainEqual({ lineaId: a, campo: 'cantidad', mensaje: 'Escriba una cantidad mayor que cero.' });
    expect(problemas).toContainEqual({ campo: 'receptor', mensaje: 'Este documento necesita un cliente con identificación.' });
  });

  it('what stops a send: the line problems first, the payment split once the lines are right', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.encabezado({
      receptor: { nombre: 'Ana', identificacion: { tipo: '01', numero: '114480790' }, exoneracion: [] },
      medioPago: [{ tipoMedioPago: '01', monto: '500' }],
    });
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: 'abc', precio: '1000' });
    const enviar = () => problemasDeEnvio(appStore.get(encabezadoAtom)!, borrador.leidas(), appStore.get(resumenAtom));
    expect(enviar()).toEqual([{ lineaId: a, campo: 'cantidad', mensaje: 'Escriba una cantidad mayor que cero.' }]);
    borrador.actualizar(a, { cantidad: '1' });
    expect(enviar()).toEqual([{ campo: 'medioPago', mensaje: 'Los montos de los medios de pago deben sumar el total (deje uno vacío para el resto).' }]);
    borrador.encabezado({ medioPago: [{ tipoMedioPago: '01', monto: '' }] });
    expect(enviar()).toEqual([]);
  });

  it('the input to Factura.create carries decimal strings and only the lines in use', () => {
    borrador.cargar(scope(), defaults);
    const [a] = appStore.get(lineIdsAtom) as [string];
    borrador.actualizar(a, { codigoCABYS: '2820404009900', detalle: 'Camiseta', cantidad: '1,5', precio: '1 000,25', descuento: '10%' });
    borrador.agregar();
    borrador.encabezado({ receptor: { nombre: 'Ana', identificacion: { tipo: '01', numero: '114480790' }, exoneracion: [] } });
    const input = facturaInput(appStore.get(encabezadoAtom)!, borrador.leidas());
    expect(input.detalleServicio.lineaDetalle).toHaveLength(1);
    const l = input.detalleServicio.lineaDetalle[0]!;
    expect(l.cantidad).toBe('1.5');
    expect(l.precioUnitario).toBe('1000.25');
    expect(l.descuento?.[0]?.porcentajeDescuento).toBe('10');
    expect(l.impuesto?.[0]).toMatchObject({ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' });
    expect(input.receptor?.identificacion).toEqual({ tipo: '01', numero: '114480790' });
  });
});
