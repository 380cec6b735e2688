import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { alertaLimites, balancePorMedio, lineaDe, LINEAS_CIERRE, type LineaCierre } from './cierre';
import { medioCajaDeHacienda, movimientosDeFactura, vueltoDe, type MovimientoFactura } from './factura';
import { normalizeMovimiento, DETALLE_ANULADA_ADMIN } from './movimiento';
import { abrirSesion, balanceSesion, cerrarSesion, finalizarSesion, puedeAbrir, registrarMovimiento, type EstadoCaja, type SesionCaja } from './sesion';

const venta = (medios: { tipoMedioPago: string; totalMedioPago?: string | null }[], extra: Partial<Parameters<typeof movimientosDeFactura>[0]> = {}) =>
  movimientosDeFactura({ condicionVenta: '01', signo: 1, compra: false, tipoCambio: '1', totalComprobante: '11300', servicio: '0', medios, detalle: 'Tiquete 1', ...extra });
const fila = (m: MovimientoFactura) => [m.tipo, m.medioPago, m.medioHacienda, m.montoIngreso.toFixed(), m.montoEgreso.toFixed(), m.montoServicio.toFixed()];

describe('a document in the drawer (ruling C-2)', () => {
  it('maps Hacienda tenders: 01 cash, 02 card, 04 and 06 transfer, the rest OTRO', () => {
    expect(['01', '02', '03', '04', '05', '06', '07', '99'].map(medioCajaDeHacienda)).toEqual(['EFECTIVO', 'TARJETA', 'OTRO', 'TRANSFERENCIA', 'OTRO', 'TRANSFERENCIA', 'OTRO', 'OTRO']);
  });
  it('one FACTURA income per tender; change is not income; SINPE stays a line of its own', () => {
    expect(venta([{ tipoMedioPago: '01', totalMedioPago: '20000' }]).map(fila)).toEqual([['FACTURA', 'EFECTIVO', '01', '11300', '0', '0']]);
    const dos = venta([{ tipoMedioPago: '02', totalMedioPago: '5000' }, { tipoMedioPago: '06', totalMedioPago: null }]);
    expect(dos.map(fila)).toEqual([['FACTURA', 'TARJETA', '02', '5000', '0', '0'], ['FACTURA', 'TRANSFERENCIA', '06', '6300', '0', '0']]);
    expect(dos.map(lineaDe)).toEqual(['TARJETA', 'SINPE']);
    expect(venta([])).toHaveLength(1);
  });
  it('credit sales stay out; a credit note is an expense; dollars turn into colones; service goes apart', () => {
    expect(venta([{ tipoMedioPago: '01' }], { condicionVenta: '02' })).toEqual([]);
    expect(venta([{ tipoMedioPago: '01' }], { signo: -1 }).map(fila)).toEqual([['FACTURA', 'EFECTIVO', '01', '0', '11300', '0']]);
    expect(venta([{ tipoMedioPago: '01' }], { signo: -1, anulacionMasiva: true })[0]?.detalle).toBe(DETALLE_ANULADA_ADMIN);
    expect(venta([{ tipoMedioPago: '01' }], { compra: true, signo: 1 })[0]?.tipo).toBe('COMPRA');
    const usd = venta([{ tipoMedioPago: '02', totalMedioPago: '20' }, { tipoMedioPago: '01', totalMedioPago: '2' }], { tipoCambio: '500', totalComprobante: '22', servicio: '2' });
    expect(usd.map(fila)).toEqual([['FACTURA', 'TARJETA', '02', '10000', '0', '909.09'], ['FACTURA', 'EFECTIVO', '01', '1000', '0', '90.91']]);
  });
  it('the change due: what was handed in cash minus the cash part, never negative', () => {
    expect(vueltoDe('11300', [{ tipoMedioPago: '01' }], '20000').toFixed()).toBe('8700');
    expect(vueltoDe('11300', [{ tipoMedioPago: '02', totalMedioPago: '5000' }, { tipoMedioPago: '01' }], '10000').toFixed()).toBe('3700');
    expect(vueltoDe('11300', [{ tipoMedioPago: '01' }], '5000').toFixed()).toBe('0');
    expect(vueltoDe('11300', [{ tipoMedioPago: '01' }], null).toFixed()).toBe('0');
  });
  it('property: the movements of a sale add up to its total in colones, whatever the tenders and change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.record({ codigo: fc.constantFrom('01', '02', '04', '06', '99'), cents: fc.option(fc.integer({ min: 1, max: 5_000_000 })) }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 100_000 }),
        (totalCents, tenders, servicioCents) => {
          const total = new D(totalCents).div(100);
          const medios = tenders.map((t) => ({ tipoMedioPago: t.codigo, totalMedioPago: t.cents ? new D(t.cents).div(100).toFixed() : null }));
          const movs = movimientosDeFactura({ condicionVenta: '01', signo: 1, compra: false, tipoCambio: '1', totalComprobante: total, servicio: new D(servicioCents).div(100), medios, detalle: 'x' });
          const suma = movs.reduce((a, m) => a.plus(m.montoIngreso), new D(0));
          // Tenders beyond the total are change, a shortfall falls on the last: the drawer gets the total.
          expect(suma.minus(total).abs().lte('0.0001')).toBe(true);
          // Change comes out of cash first: a card is never cut while cash remains.
          const cash = movs.filter((m) => m.medioPago === 'EFECTIVO');
          const pagado = medios.reduce((a, m) => a.plus(m.totalMedioPago ?? 0), new D(0));
          if (pagado.gt(total) && cash.length && medios.every((m) => m.totalMedioPago)) {
            const tarjetas = medios.filter((m) => m.tipoMedioPago !== '01').reduce((a, m) => a.plus(m.totalMedioPago!), new D(0));
            if (tarjetas.lte(total)) expect(movs.filter((m) => m.medioPago !== 'EFECTIVO').reduce((a, m) => a.plus(m.montoIngreso), new D(0)).eq(tarjetas)).toBe(true);
          }
          if (movs.length) expect(movs.reduce((a, m) => a.plus(m.montoServicio), new D(0)).eq(new D(servicioCents).div(100))).toBe(true);
          for (const m of movs) expect(normalizeMovimiento(m).ok).toBe(true);
        },
      ),
    );
  });
});

describe('the closing per tender (ruling C-4) and the limits (C-6)', () => {
  it('dollars count at the day’s rate', () => {
    const b = balanceSesion(abrirSesion('0'), [{ moneda: '20', cantidadMoneda: 2, divisa: 'USD' }, { moneda: '1000', cantidadMoneda: 3 }], '505.5');
    expect(b.caja.toFixed()).toBe('23220');
  });
  it('warns beyond the limits and never for a 0 limit', () => {
    expect(alertaLimites('600000', { limiteInferior: '0', limiteSuperior: '500000' })).toMatch(/límite superior/);
    expect(alertaLimites('100', { limiteInferior: '5000', limiteSuperior: '0' })).toMatch(/límite inferior/);
    expect(alertaLimites('100', { limiteInferior: '0', limiteSuperior: '0' })).toBeNull();
  });
});

// Model of a register over many sessions: random movements by tender, a blind count, the finish.
type Modelo = { caja: EstadoCaja; inicial: number; neto: Record<LineaCierre, number>; sesiones: number };
type Real = { sesion: SesionCaja | null; movs: MovimientoFactura[]; estado: EstadoCaja };
const cero = (): Record<LineaCierre, number> => ({ EFECTIVO: 0, TARJETA: 0, SINPE: 0, TRANSFERENCIA: 0, OTRO: 0 });
const codigoDe: Record<LineaCierre, string> = { EFECTIVO: '01', TARJETA: '02', SINPE: '06', TRANSFERENCIA: '04', OTRO: '99' };

class Abrir implements fc.Command<Modelo, Real> {
  constructor(readonly cents: number) {}
  check = () => true;
  run(m: Modelo, r: Real) {
    const res = puedeAbrir(r.estado);
    if (m.caja === 'ABIERTA' || m.caja === 'CERRADA') return void expect(res.ok).toBe(false);
    expect(res.ok).toBe(true);
    r.sesion = abrirSesion(new D(this.cents).div(100));
    r.movs = [];
    r.estado = 'ABIERTA';
    Object.assign(m, { caja: 'ABIERTA', inicial: this.cents, neto: cero(), sesiones: m.sesiones + 1 });
  }
  toString = () => `abrir(${this.cents})`;
}
class Vender implements fc.Command<Modelo, Real> {
  constructor(readonly linea: LineaCierre, readonly cents: number, readonly ingreso: boolean) {}
  check = () => true;
  run(m: Modelo, r: Real) {
    const [mov] = movimientosDeFactura({ condicionVenta: '01', signo: this.ingreso ? 1 : -1, compra: false, tipoCambio: '1', totalComprobante: new D(this.cents).div(100), servicio: '0', medios: [{ tipoMedioPago: codigoDe[this.linea] }], detalle: 'doc' });
    if (!r.sesion) return;
    const res = registrarMovimiento(r.sesion, mov!);
    if (m.caja !== 'ABIERTA') return void expect(res.ok).toBe(false);
    if (!res.ok) throw new Error(res.code);
    r.sesion = res.value;
    r.movs.push(mov!);
    m.neto[this.linea] += this.ingreso ? this.cents : -this.cents;
  }
  toString = () => `vender(${this.linea} ${this.ingreso ? '+' : '-'}${this.cents})`;
}
class Contar implements fc.Command<Modelo, Real> {
  constructor(readonly efectivo: number, readonly otros: Partial<Record<LineaCierre, number>>) {}
  check = () => true;
  run(m: Modelo, r: Real) {
    if (!r.sesion) return;
    const res = cerrarSesion(r.sesion, [{ moneda: '0.01', cantidadMoneda: this.efectivo }]);
    if (m.caja !== 'ABIERTA') return void expect(res.ok).toBe(false);
    if (!res.ok) throw new Error(res.code);
    const otros = Object.fromEntries(Object.entries(this.otros).map(([k, v]) => [k, new D(v).div(100)]));
    const b = balancePorMedio({ montoInicial: r.sesion.montoInicial, movimientos: r.movs }, { efectivo: res.value.balance.caja, otros });
    // Expected cash = opening + cash income − cash expenses, as the single balance says too.
    expect(b.lineas[0]!.esperado.eq(new D(m.inicial + m.neto.EFECTIVO).div(100))).toBe(true);
    expect(b.lineas[0]!.esperado.eq(res.value.balance.esperado)).toBe(true);
    for (const l of b.lineas.slice(1)) expect(l.esperado.eq(new D(m.neto[l.linea]).div(100))).toBe(true);
    // The differences add up, line by line and in total.
    expect(b.lineas.reduce((a, l) => a.plus(l.dif), new D(0)).eq(b.dif)).toBe(true);
    expect(b.contado.minus(b.esperado).eq(b.dif)).toBe(true);
    expect(b.lineas[0]!.dif.eq(res.value.balance.dif)).toBe(true);
    r.sesion = res.value.sesion;
    r.estado = 'CERRADA';
    m.caja = 'CERRADA';
  }
  toString = () => `contar(${this.efectivo}, ${JSON.stringify(this.otros)})`;
}
class Finalizar implements fc.Command<Modelo, Real> {
  check = () => true;
  run(m: Modelo, r: Real) {
    if (!r.sesion) return;
    const res = finalizarSesion(r.sesion);
    if (m.caja !== 'CERRADA') return void expect(res.ok).toBe(false);
    if (!res.ok) throw new Error(res.code);
    r.sesion = res.value;
    r.estado = 'FINALIZADA';
    m.caja = 'FINALIZADA';
  }
  toString = () => 'finalizar';
}

describe('model of a register over random sessions, tenders and counts', () => {
  it('expected cash, differences that add up, and no forbidden state', () => {
    const linea = fc.constantFrom<LineaCierre>(...LINEAS_CIERRE);
    fc.assert(
      fc.property(
        fc.commands(
          [
            fc.integer({ min: 0, max: 10_000_000 }).map((c) => new Abrir(c)),
            fc.tuple(linea, fc.integer({ min: 1, max: 5_000_000 }), fc.boolean()).map(([l, c, i]) => new Vender(l, c, i)),
            fc.tuple(fc.integer({ min: 0, max: 20_000_000 }), fc.dictionary(linea.filter((l) => l !== 'EFECTIVO'), fc.integer({ min: -1_000_000, max: 10_000_000 }))).map(([e, o]) => new Contar(e, o)),
            fc.constant(new Finalizar()),
          ],
          { maxCommands: 40 },
        ),
        (cmds) => {
          const inicio = (): { model: Modelo; real: Real } => ({ model: { caja: 'INICIANDO', inicial: 0, neto: cero(), sesiones: 0 }, real: { sesion: null, movs: [], estado: 'INICIANDO' } });
          fc.modelRun(inicio, cmds);
        },
      ),
      { numRuns: 200 },
    );
  });
});
