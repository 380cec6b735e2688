// The load the bench puts on a server: 10-line invoices from N concurrent clients, list pages,
// and percentiles.

export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : NaN;
};

const CABYS = ['8313100000200', '4526100000100', '0123100000100'];
/** A 10-line invoice (every fourth line with a 5 % discount) on terminal `terminal`. */
export const factura = (terminal = 1) => ({
  documento: '01',
  terminal,
  receptor: {
    nombre: 'Distribuidora La Central S.A.',
    identificacion: { tipo: '02', numero: '3101654321' },
  },
  detalleServicio: {
    lineaDetalle: Array.from({ length: 10 }, (_, i) => ({
      cantidad: String((i % 3) + 1),
      detalle: `Artículo de prueba ${i + 1}`,
      precioUnitario: `${1250 + i * 17}.50`,
      codigoCABYS: CABYS[i % 3],
      ...(i % 4 === 0 ? { descuento: [{ porcentajeDescuento: '5' }] } : {}),
    })),
  },
});
export const CREATE =
  'mutation($i: FacturaInput!) { Factura { create(input: $i) { id consecutivo clave } } }';

/**
 * `clientes` clients issuing for `segundos` (or until `total` documents), spread over
 * `series` terminals, against the servers given (round robin): documents/s and latencies.
 */
export async function emitir(servidores, { clientes, segundos, series = 1, total = Infinity }) {
  const lat = [];
  const claves = [];
  let errores = 0;
  let primerError = null;
  let pedidos = 0;
  const fin = Date.now() + segundos * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clientes }, async (_, c) => {
      const s = servidores[c % servidores.length];
      const input = factura(1 + (c % series));
      while (Date.now() < fin && pedidos < total) {
        pedidos++;
        const t = performance.now();
        try {
          const r = await s.gql(CREATE, { i: input }, s.token);
          if (r.data) {
            lat.push(performance.now() - t);
            claves.push(r.data.Factura.create.clave);
          } else {
            errores++;
            primerError ??= r.errors?.[0]?.message;
          }
        } catch (e) {
          errores++;
          primerError ??= String(e);
        }
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  return {
    porSegundo: lat.length / secs,
    n: lat.length,
    p50: pct(lat, 0.5),
    p99: pct(lat, 0.99),
    errores,
    primerError,
    claves,
    segundos: secs,
  };
}

export const LISTA =
  'query($c: String, $d: String) { Factura { readByEmisor(cursor: $c, documento: $d, limit: 10) { feed { id consecutivo fechaEmision estadoDocumento { value } resumenFactura { totalComprobante } } pageInfo { nextPageCursor hasNextPage } } } }';

const cursorDe = (row) =>
  Buffer.from(`${new Date(row.fecha_emision).toISOString()}|${row.id}`).toString('base64url');

/**
 * First pages (per type) and deep pages (cursors sampled from the million): latencies. The first
 * `calentar` rounds are not measured: a server in use has compiled the list's code and planned its
 * statements (PostgreSQL plans a prepared statement afresh for its first five runs); the first
 * pages after a start measured 13–18 ms, the rest 2–3 ms.
 */
export async function paginas(s, muestra, n, { calentar = 0 } = {}) {
  if (muestra.length === 0) throw new Error('la siembra no dejó documentos para paginar');
  const primera = [];
  const profunda = [];
  for (let i = 0; i < calentar + n; i++) {
    const medir = i >= calentar;
    const d = ['01', '04', '03', null][i % 4];
    let t = performance.now();
    const r = await s.gql(LISTA, { d }, s.token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    if (medir) primera.push(performance.now() - t);
    const row = muestra[i % muestra.length];
    t = performance.now();
    const r2 = await s.gql(LISTA, { c: cursorDe(row), d: row.documento }, s.token);
    if (!r2.data || r2.data.Factura.readByEmisor.feed.length === 0)
      throw new Error(`página vacía: ${JSON.stringify(r2.errors)}`);
    if (medir) profunda.push(performance.now() - t);
  }
  return {
    primeraP50: pct(primera, 0.5),
    primeraP99: pct(primera, 0.99),
    profundaP50: pct(profunda, 0.5),
    profundaP99: pct(profunda, 0.99),
    n,
  };
}

/**
 * While `mientras()` is pending: one interactive list page and one issue at a time, in turn,
 * as a clerk would (latencies of each).
 */
export async function interactivo(s, mientras) {
  const lista = [];
  const emision = [];
  let errores = 0;
  let activo = true;
  const fin = mientras().finally(() => (activo = false));
  while (activo) {
    let t = performance.now();
    const r = await s.gql(LISTA, { d: '01' }, s.token);
    if (r.data) lista.push(performance.now() - t);
    else errores++;
    t = performance.now();
    const r2 = await s.gql(CREATE, { i: factura(2) }, s.token);
    if (r2.data) emision.push(performance.now() - t);
    else errores++;
    await new Promise((r) => setTimeout(r, 50));
  }
  await fin;
  return {
    listaP50: pct(lista, 0.5),
    listaP99: pct(lista, 0.99),
    emisionP50: pct(emision, 0.5),
    emisionP99: pct(emision, 0.99),
    n: lista.length + emision.length,
    errores,
  };
}
