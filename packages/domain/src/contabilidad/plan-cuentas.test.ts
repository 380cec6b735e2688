import { describe, expect, it } from 'vitest';
import { CUENTA_AJUSTE_ENTRADA, CUENTA_AJUSTE_MERMA } from '../inventario/defaults';
import { cuentaDeSistema, PLAN_CUENTAS } from './plan-cuentas';

describe('the chart of accounts (ruling F2-1)', () => {
  it('has unique codes and sysNames, in code order, each account inside its group', () => {
    const codes = PLAN_CUENTAS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    const sys = PLAN_CUENTAS.flatMap((c) => (c.sysName ? [c.sysName] : []));
    expect(new Set(sys).size).toBe(sys.length);
    for (const c of PLAN_CUENTAS) expect(c.code.startsWith(`${c.accountType.code}.`), c.code).toBe(true);
  });
  it('puts assets, liabilities and equity in the balance, income, costs and expenses in the results', () => {
    for (const c of PLAN_CUENTAS) {
      const balance = ['1', '2', '3'].includes(c.code[0]!);
      expect(c.accountType.report, c.code).toBe(balance ? 'Estado de situación financiera' : 'Estado de resultados');
    }
  });
  it('names every account the system posts to, the spec\'s inventory adjustments under cost of inventory', () => {
    for (const s of ['VENTAS', 'VENTAS_SERVICIOS', 'IVA_POR_PAGAR', 'IVA_POR_COBRAR', 'CXC_CLIENTES', 'CXP_PROVEEDORES', 'INVENTARIO', 'COSTO_VENTAS', 'CAJA', 'BANCOS', 'CARGO_SERVICIO', 'IVA_DEVUELTO', 'OTROS_CARGOS'])
      expect(cuentaDeSistema(s).sysName).toBe(s);
    expect(cuentaDeSistema('AJUSTE_INVENTARIO')).toMatchObject({ name: CUENTA_AJUSTE_ENTRADA, accountType: { category: 'Costos' } });
    expect(cuentaDeSistema('AJUSTE_MERMA')).toMatchObject({ name: CUENTA_AJUSTE_MERMA, accountType: { category: 'Costos' } });
    expect(() => cuentaDeSistema('NO_EXISTE')).toThrow();
  });
});
