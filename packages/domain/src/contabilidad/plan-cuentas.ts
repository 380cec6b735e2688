// The chart of accounts every issuer starts with (ruling F2-1): a Costa Rican chart in the style of
// NIIF para PYMES, the framework the Colegio de Contadores Públicos adopted for small entities.
// Groups (accountType) carry the statement and section; accounts are the postable leaves. Every
// account the system posts to has a sysName, so posting code never looks an account up by its name.

/** A group of the chart: where its accounts go in the statements (spec 1 §3 accountType). */
export type TipoCuenta = {
  /** The group's code, also its id (`_idAccountType`). */
  code: string;
  /** The group's name («Efectivo y equivalentes de efectivo»). */
  type: string;
  /** The section of the statement («Activo corriente»). */
  category: string;
  /** The statement: situación financiera (balance) or resultados. */
  report: 'Estado de situación financiera' | 'Estado de resultados';
};

/** An account of the chart (spec 1 §3 Account, without the ids the server gives it). */
export type CuentaPlan = { code: string; name: string; sysName: string | null; accountType: TipoCuenta };

const SF = 'Estado de situación financiera' as const;
const ER = 'Estado de resultados' as const;

/** The groups: code, name, section, statement. */
const GRUPOS: readonly (readonly [string, string, string, TipoCuenta['report']])[] = [
  ['1.1.01', 'Efectivo y equivalentes de efectivo', 'Activo corriente', SF],
  ['1.1.02', 'Cuentas por cobrar', 'Activo corriente', SF],
  ['1.1.03', 'Inventarios', 'Activo corriente', SF],
  ['1.1.04', 'Impuestos por cobrar', 'Activo corriente', SF],
  ['1.1.05', 'Gastos pagados por anticipado', 'Activo corriente', SF],
  ['1.2.01', 'Propiedad, planta y equipo', 'Activo no corriente', SF],
  ['1.2.02', 'Activos intangibles', 'Activo no corriente', SF],
  ['2.1.01', 'Cuentas por pagar', 'Pasivo corriente', SF],
  ['2.1.02', 'Impuestos por pagar', 'Pasivo corriente', SF],
  ['2.1.03', 'Obligaciones laborales', 'Pasivo corriente', SF],
  ['2.1.04', 'Anticipos de clientes', 'Pasivo corriente', SF],
  ['2.2.01', 'Préstamos a largo plazo', 'Pasivo no corriente', SF],
  ['3.1.01', 'Capital', 'Patrimonio', SF],
  ['3.1.02', 'Resultados acumulados', 'Patrimonio', SF],
  ['4.1.01', 'Ingresos de actividades ordinarias', 'Ingresos', ER],
  ['4.2.01', 'Otros ingresos', 'Ingresos', ER],
  ['5.1.01', 'Costo de ventas', 'Costos', ER],
  ['5.1.02', 'Costos de producción', 'Costos', ER],
  ['6.1.01', 'Gastos de administración y ventas', 'Gastos', ER],
  ['6.2.01', 'Gastos financieros', 'Gastos', ER],
  ['6.3.01', 'Otros gastos', 'Gastos', ER],
];

/** The accounts: code, name, sysName (null for accounts only people post to). */
const CUENTAS: readonly (readonly [string, string, string | null])[] = [
  ['1.1.01.01', 'Caja general', 'CAJA'],
  ['1.1.01.02', 'Caja chica', 'CAJA_CHICA'],
  ['1.1.01.03', 'Bancos', 'BANCOS'],
  ['1.1.01.04', 'Bancos en moneda extranjera', 'BANCOS_ME'],
  ['1.1.02.01', 'Cuentas por cobrar a clientes', 'CXC_CLIENTES'],
  ['1.1.02.02', 'Tarjetas y plataformas por liquidar', 'CXC_TARJETAS'],
  ['1.1.02.03', 'Estimación por incobrables', null],
  ['1.1.02.04', 'Otras cuentas por cobrar', null],
  ['1.1.03.01', 'Inventario de mercadería', 'INVENTARIO'],
  ['1.1.03.02', 'Inventario de materia prima', 'INVENTARIO_MATERIA_PRIMA'],
  ['1.1.03.03', 'Inventario de productos en proceso', 'INVENTARIO_EN_PROCESO'],
  ['1.1.03.04', 'Inventario de productos terminados', 'INVENTARIO_TERMINADOS'],
  ['1.1.03.05', 'Inventario de suministros', 'INVENTARIO_SUMINISTROS'],
  ['1.1.04.01', 'IVA soportado (crédito fiscal)', 'IVA_POR_COBRAR'],
  ['1.1.04.02', 'IVA devuelto por servicios de salud', 'IVA_DEVUELTO'],
  ['1.1.04.03', 'Retenciones de impuesto sobre la renta', 'RETENCIONES_POR_COBRAR'],
  ['1.1.05.01', 'Alquileres pagados por anticipado', null],
  ['1.1.05.02', 'Seguros pagados por anticipado', null],
  ['1.2.01.01', 'Terrenos', null],
  ['1.2.01.02', 'Edificios', null],
  ['1.2.01.03', 'Mobiliario y equipo de oficina', 'ACTIVO_MOBILIARIO'],
  ['1.2.01.04', 'Equipo de cómputo', 'ACTIVO_COMPUTO'],
  ['1.2.01.05', 'Vehículos', null],
  ['1.2.01.06', 'Maquinaria y equipo', 'ACTIVO_MAQUINARIA'],
  ['1.2.01.07', 'Depreciación acumulada', 'DEPRECIACION_ACUMULADA'],
  ['1.2.02.01', 'Programas de cómputo y licencias', null],
  ['2.1.01.01', 'Cuentas por pagar a proveedores', 'CXP_PROVEEDORES'],
  ['2.1.01.02', 'Otras cuentas por pagar', null],
  ['2.1.02.01', 'IVA repercutido por pagar', 'IVA_POR_PAGAR'],
  ['2.1.02.02', 'Impuesto sobre la renta por pagar', null],
  ['2.1.02.03', 'Impuesto de servicio por pagar', 'CARGO_SERVICIO'],
  ['2.1.02.04', 'Otros cargos cobrados por pagar', 'OTROS_CARGOS'],
  // Art. 27 LIVA: the VAT of a sale on condition 08 or 10, owed when each payment is collected (its REP).
  ['2.1.02.05', 'IVA diferido por pagar (ventas a crédito, art. 27 LIVA)', 'IVA_DIFERIDO'],
  ['2.1.03.01', 'Salarios por pagar', null],
  ['2.1.03.02', 'Cargas sociales por pagar (CCSS)', null],
  ['2.1.03.03', 'Aguinaldo y vacaciones por pagar', null],
  ['2.1.04.01', 'Anticipos de clientes', 'ANTICIPOS_CLIENTES'],
  ['2.2.01.01', 'Préstamos bancarios a largo plazo', null],
  ['3.1.01.01', 'Capital social', null],
  ['3.1.02.01', 'Utilidades acumuladas', null],
  ['3.1.02.02', 'Utilidad o pérdida del período', 'RESULTADO_PERIODO'],
  ['4.1.01.01', 'Ventas de mercadería', 'VENTAS'],
  ['4.1.01.02', 'Ventas de servicios', 'VENTAS_SERVICIOS'],
  ['4.1.01.03', 'Devoluciones y descuentos sobre ventas', 'DEVOLUCIONES_VENTAS'],
  ['4.2.01.01', 'Diferencial cambiario ganado', 'DIFERENCIAL_GANADO'],
  ['4.2.01.02', 'Sobrantes de caja', 'SOBRANTE_CAJA'],
  ['4.2.01.03', 'Otros ingresos', null],
  ['5.1.01.01', 'Costo de ventas', 'COSTO_VENTAS'],
  // Spec 3 §9: the default stock entry and loss types post to these, "under cost-of-inventory accounts".
  ['5.1.01.02', 'Ajuste de inventario', 'AJUSTE_INVENTARIO'],
  ['5.1.01.03', 'Ajuste de inventario por merma', 'AJUSTE_MERMA'],
  ['5.1.02.01', 'Costos fijos de producción', 'COSTOS_FIJOS'],
  ['5.1.02.02', 'Costos variables de producción', 'COSTOS_VARIABLES'],
  ['6.1.01.01', 'Salarios', null],
  ['6.1.01.02', 'Cargas sociales', null],
  ['6.1.01.03', 'Alquileres', null],
  ['6.1.01.04', 'Servicios públicos', null],
  ['6.1.01.05', 'Telecomunicaciones', null],
  ['6.1.01.06', 'Publicidad', null],
  ['6.1.01.07', 'Depreciación', 'DEPRECIACION'],
  ['6.1.01.08', 'Compras y gastos generales', 'GASTOS_GENERALES'],
  ['6.2.01.01', 'Comisiones bancarias', 'COMISIONES_BANCARIAS'],
  ['6.2.01.02', 'Intereses', null],
  ['6.2.01.03', 'Diferencial cambiario perdido', 'DIFERENCIAL_PERDIDO'],
  ['6.3.01.01', 'Faltantes de caja', 'FALTANTE_CAJA'],
  ['6.3.01.02', 'Otros gastos', null],
];

const grupoDe = (code: string): TipoCuenta => {
  const g = GRUPOS.find(([c]) => code.startsWith(`${c}.`));
  if (!g) throw new Error(`La cuenta ${code} no tiene grupo`);
  return { code: g[0], type: g[1], category: g[2], report: g[3] };
};

/** The chart in code order. */
export const PLAN_CUENTAS: readonly CuentaPlan[] = CUENTAS.map(([code, name, sysName]) => ({ code, name, sysName, accountType: grupoDe(code) }));

/** The account the system posts to under `sysName` (a bug when the chart lacks it). */
export function cuentaDeSistema(sysName: string): CuentaPlan {
  const c = PLAN_CUENTAS.find((x) => x.sysName === sysName);
  if (!c) throw new Error(`El catálogo de cuentas no tiene ${sysName}`);
  return c;
}
