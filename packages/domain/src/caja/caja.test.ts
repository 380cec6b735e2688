import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { normalizeMovimiento, totalesMovimientos, totalesPorMedioPago, MEDIOS_PAGO_CAJA, ID_FACTURA_VACIA, type MedioPagoCaja, type Movimiento } from './movimiento';
import { abrirSesion, balanceSesion, BADGE_CAJA, cerrarSesion, finalizarSesion, normalizeCaja, puedeAbrir, registrarMovimiento, type SesionCaja } from './sesion';

const mov = (x: Parameters<typeof normalizeMovimiento>[0]): Movimiento => {
  const r = normalizeMovimiento(x);
  if (!r.ok) throw new Error(r.code);
  return r.value;
};

describe('cash movements (spec 2 §3, §5)', () => {
  it('defaults to MANUAL and EFECTIVO; income only MANUAL; expenses MANUAL, BANCOS, COMPRA', () => {
    expect(mov({ _id: 'x', montoIngreso: '100' })).toEqual({ tipo: 'MANUAL', medioPago: 'EFECTIVO', montoIngreso: new D(100), montoEgreso: new D(0), montoServicio: new D(0) });
    expect(normalizeMovimiento({ tipo: 'BANCOS', montoIngreso: '1' })).toMatchObject({ ok: false, code: 'TIPO_MOVIMIENTO_INVALIDO', field: 'tipo' });
    expect(normalizeMovimiento({ tipo: 'COMPRA', montoEgreso: '1' }).ok).toBe(true);
    expect(normalizeMovimiento({ tipo: 'BANCOS', montoEgreso: '1' }).ok).toBe(true);
    expect(normalizeMovimiento({ tipo: 'FACTURA', montoEgreso: '1' }).ok).toBe(true);
    expect(normalizeMovimiento({ tipo: 'FACTURA', montoIngreso: '1', _idFactura: 'f1', detalle: 'Factura 1' })).toMatchObject({ ok: true, value: { _idFactura: 'f1', detalle: 'Factura 1' } });
    expect(normalizeMovimiento({ montoIngreso: '1', montoEgreso: '1' }).ok).toBe(false);
    expect(normalizeMovimiento({ tipo: 'OTRO' }).ok).toBe(false);
    expect(normalizeMovimiento({ tipo: 'BANCOS' })).toMatchObject({ ok: true, value: { tipo: 'BANCOS' } });
    expect(normalizeMovimiento({ montoEgreso: '5' })).toMatchObject({ ok: true, value: { tipo: 'MANUAL' } });
    expect(normalizeMovimiento({ montoIngreso: '', montoEgreso: null, tipo: 'COMPRA' }).ok).toBe(true);
    expect(normalizeMovimiento({ montoIngreso: '', montoEgreso: '3', tipo: 'COMPRA' })).toMatchObject({ ok: true });
    expect(Object.keys(mov({ montoIngreso: '1' })).sort()).toEqual(['medioPago', 'montoEgreso', 'montoIngreso', 'montoServicio', 'tipo']);
    expect(mov({ montoIngreso: '1', montoServicio: '0.1' }).montoServicio.toFixed()).toBe('0.1');
    expect(normalizeMovimiento({ montoServicio: '-1', montoIngreso: '1' })).toMatchObject({ code: 'MONTO_NEGATIVO' });
    expect(normalizeMovimiento({ medioPago: 'CHEQUE', montoIngreso: '1' })).toMatchObject({ code: 'MEDIO_PAGO_CAJA_INVALIDO', field: 'medioPago' });
    expect(normalizeMovimiento({ montoIngreso: '-1' })).toMatchObject({ code: 'MONTO_NEGATIVO', field: 'montoIngreso' });
    expect(normalizeMovimiento({ montoEgreso: '-1' })).toMatchObject({ code: 'MONTO_NEGATIVO', field: 'montoEgreso' });
    expect(MEDIOS_PAGO_CAJA).toEqual(['EFECTIVO', 'TARJETA', 'TRANSFERENCIA', 'OTRO']);
    expect(ID_FACTURA_VACIA).toBe('000000000000000000000000');
    expect([BADGE_CAJA.ABIERTA, BADGE_CAJA.CERRADA, BADGE_CAJA.FINALIZADA]).toEqual(['success', 'warning', 'danger']);
  });
  it('adds up: saldo = ingresos − egresos, and the per-method totals add up to the totals', () => {
    const movArb = fc.record({ medioPago: fc.constantFrom<MedioPagoCaja>(...MEDIOS_PAGO_CAJA), ingreso: fc.boolean(), cents: fc.integer({ min: 1, max: 10_000_000 }) }).map(({ medioPago, ingreso, cents }) =>
      mov(ingreso ? { medioPago, montoIngreso: new D(cents).div(100) } : { medioPago, tipo: 'COMPRA', montoEgreso: new D(cents).div(100) }),
    );
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 30 }), (movs) => {
        const t = totalesMovimientos(movs);
        expect(t.saldo.eq(t.ingresos.minus(t.egresos))).toBe(true);
        const per = totalesPorMedioPago(movs);
        expect(per.reduce((a, p) => a.plus(p.ingresos), new D(0)).eq(t.ingresos)).toBe(true);
        expect(per.reduce((a, p) => a.plus(p.egresos), new D(0)).eq(t.egresos)).toBe(true);
      }),
    );
  });
  it('caja limits become decimals and a new caja is INICIANDO', () => {
    const c = normalizeCaja({ name: 'Caja 1', limiteInferior: '', limiteSuperior: '500000' });
    expect([c.status, c.limiteInferior.toFixed(), c.limiteSuperior.toFixed()]).toEqual(['INICIANDO', '0', '500000']);
    // Ruling C-1: a register opens again once its last session is finished, not while it waits for the supervisor.
    expect(puedeAbrir('INICIANDO').ok && puedeAbrir('FINALIZADA').ok).toBe(true);
    expect(puedeAbrir('INICIANDO')).toEqual({ ok: true, value: true });
    expect(puedeAbrir('ABIERTA')).toMatchObject({ code: 'SESION_YA_ABIERTA', field: 'caja' });
    expect(puedeAbrir('CERRADA')).toMatchObject({ code: 'SESION_POR_FINALIZAR', field: 'caja' });
    const sin = normalizeCaja({ name: 'Caja 2' });
    expect([sin.limiteInferior.toFixed(), sin.limiteSuperior.toFixed()]).toEqual(['0', '0']);
    expect(normalizeCaja({ name: 'c', limiteInferior: '5', limiteSuperior: '' }).limiteInferior.toFixed()).toBe('5');
  });
});

// Model of a cash session: the expected drawer cash in integer cents.
type CashModel = { status: 'ABIERTA' | 'CERRADA' | 'FINALIZADA'; cents: number };
type CashReal = { sesion: SesionCaja };
class Mover implements fc.Command<CashModel, CashReal> {
  constructor(readonly cents: number, readonly ingreso: boolean, readonly medioPago: MedioPagoCaja) {}
  check = () => true;
  run(m: CashModel, r: CashReal) {
    const amount = new D(this.cents).div(100);
    const movimiento = mov(this.ingreso ? { medioPago: this.medioPago, montoIngreso: amount } : { medioPago: this.medioPago, tipo: 'BANCOS', montoEgreso: amount });
    const res = registrarMovimiento(r.sesion, movimiento);
    if (m.status !== 'ABIERTA') {
      expect(res).toMatchObject({ ok: false, code: 'SESION_NO_ABIERTA' });
      return;
    }
    if (!res.ok) throw new Error(res.code);
    r.sesion = res.value;
    if (this.medioPago === 'EFECTIVO') m.cents += this.ingreso ? this.cents : -this.cents;
    expect(balanceSesion(r.sesion, []).esperado.eq(new D(m.cents).div(100))).toBe(true);
  }
  toString = () => `mov(${this.ingreso ? '+' : '-'}${this.cents} ${this.medioPago})`;
}
class Cerrar implements fc.Command<CashModel, CashReal> {
  constructor(readonly counted: number) {}
  check = () => true;
  run(m: CashModel, r: CashReal) {
    const res = cerrarSesion(r.sesion, [{ moneda: '0.01', cantidadMoneda: this.counted }]);
    if (m.status !== 'ABIERTA') {
      expect(res.ok).toBe(false);
      return;
    }
    if (!res.ok) throw new Error(res.code);
    // The closing balance: dif = counted − expected.
    expect(res.value.balance.dif.eq(new D(this.counted - m.cents).div(100))).toBe(true);
    r.sesion = res.value.sesion;
    m.status = 'CERRADA';
  }
  toString = () => `cerrar(${this.counted})`;
}
class Finalizar implements fc.Command<CashModel, CashReal> {
  check = () => true;
  run(m: CashModel, r: CashReal) {
    const res = finalizarSesion(r.sesion);
    if (m.status !== 'CERRADA') {
      expect(res).toMatchObject({ ok: false, code: m.status === 'ABIERTA' ? 'SESION_ABIERTA' : 'CAJA_FINALIZADA' });
      return;
    }
    if (!res.ok) throw new Error(res.code);
    r.sesion = res.value;
    m.status = 'FINALIZADA';
  }
  toString = () => 'finalizar';
}

describe('cash session (spec 2 §3, §4)', () => {
  it('model: open → movements → close (counted vs expected) → finish; nothing moves once closed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.commands(
          [
            fc.tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.boolean(), fc.constantFrom<MedioPagoCaja>(...MEDIOS_PAGO_CAJA)).map(([c, i, mp]) => new Mover(c, i, mp)),
            fc.integer({ min: 0, max: 10_000_000 }).map((c) => new Cerrar(c)),
            fc.constant(new Finalizar()),
          ],
          { maxCommands: 30 },
        ),
        (initial, cmds) => {
          fc.modelRun(() => ({ model: { status: 'ABIERTA' as const, cents: initial }, real: { sesion: abrirSesion(new D(initial).div(100)) } }), cmds);
        },
      ),
      { numRuns: 200 },
    );
  });
  it('refuses with the field at fault and marks the states', () => {
    const s = abrirSesion('100');
    expect(s.movimientos).toEqual([]);
    const closed = cerrarSesion(s, []);
    expect(closed.ok && closed.value.sesion.status).toBe('CERRADA');
    if (!closed.ok) return;
    expect(registrarMovimiento(closed.value.sesion, mov({ montoIngreso: '1' }))).toMatchObject({ code: 'SESION_NO_ABIERTA', field: 'sesion' });
    expect(cerrarSesion(closed.value.sesion, [])).toMatchObject({ code: 'SESION_NO_ABIERTA', field: 'sesion' });
    expect(finalizarSesion(s)).toMatchObject({ code: 'SESION_ABIERTA', field: 'sesion' });
    const fin = finalizarSesion(closed.value.sesion);
    expect(fin.ok && fin.value.status).toBe('FINALIZADA');
    if (fin.ok) expect(finalizarSesion(fin.value)).toMatchObject({ code: 'CAJA_FINALIZADA', field: 'sesion' });
  });
  it('per-method totals list only methods that moved, in catalogue order', () => {
    const movs = [mov({ medioPago: 'TARJETA', montoIngreso: '10' }), mov({ medioPago: 'EFECTIVO', tipo: 'COMPRA', montoEgreso: '4' })];
    expect(totalesPorMedioPago(movs).map((t) => [t._id, t.ingresos.toFixed(), t.egresos.toFixed()])).toEqual([['EFECTIVO', '0', '4'], ['TARJETA', '10', '0']]);
  });
  it('counts denominations: caja = Σ moneda × cantidad, dif = caja − esperado', () => {
    const s = abrirSesion('10000');
    const b = balanceSesion(s, [{ moneda: '5000', cantidadMoneda: 2 }, { moneda: '500', cantidadMoneda: 3 }]);
    expect([b.esperado.toFixed(), b.caja.toFixed(), b.dif.toFixed(), b.contador[1]?.totalMoneda.toFixed()]).toEqual(['10000', '11500', '1500', '1500']);
  });
});
