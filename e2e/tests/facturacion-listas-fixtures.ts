// Set-up of the Facturación lists tests through the API: an issuer that can issue against the
// built-in Hacienda simulator (identity, location, ATV user, a test .p12 made now), documents
// issued without the entry screen, and a signed document from a supplier addressed to it.
import { generateTestCertificate } from '../../packages/hacienda/src/sign/test-cert';
import { loadP12 } from '../../packages/hacienda/src/sign/p12';
import { firmar } from '../../packages/hacienda/src/sign/xades';
import { buildXml } from '../../packages/hacienda/src/xml/build';
import { sampleDocumento } from '../../packages/hacienda/src/sample';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts, baseURL, gql, signUp, type Account } from '../helpers';

export type Emisor = Account & { cedula: string; nombre: string };

/** A cédula jurídica (3-101-XXXXXX) no other test uses. */
const cedulaJuridica = () => `3101${String(Date.now() % 1_000_000).padStart(6, '0')}`;

// One issuer per server for every spec of these lists (sign-ups are rate-limited per address, and
// a worker restarted after a failure must not sign up again).
const cacheFile = () =>
  join(tmpdir(), `jit-e2e-listas-${(process.env.E2E_DATA_DIR ?? '').replace(/\W/g, '_')}-${new URL(baseURL()).port}.json`);

/** The PRO owner whose issuer is ready to invoice against the simulator (made once per server). */
export async function emisorListo(): Promise<Emisor> {
  const file = cacheFile();
  if (existsSync(file)) {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as Emisor & { server: string };
    if (cached.server === baseURL()) {
      // A fresh session token (the cached one may have expired).
      const d = await gql<{ User: { login: { token: string } } }>(
        'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }',
        { c: { email: cached.email, password: cached.password } },
      );
      return { ...cached, token: d.User.login.token };
    }
  }
  const emisor = await crearEmisor();
  writeFileSync(file, JSON.stringify({ ...emisor, server: baseURL() }));
  return emisor;
}

/**
 * The PRO owner the global set-up made, when there is one: sign-ups are limited to 10 an hour per
 * address and the whole suite already makes several. Its issuer gets the invoicing configuration.
 */
async function cuentaPro(): Promise<Account> {
  try {
    const pro = accounts().PRO;
    const d = await gql<{ User: { login: { token: string } } }>(
      'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }',
      { c: { email: pro.email, password: pro.password } },
    );
    return { ...pro, token: d.User.login.token };
  } catch {
    return signUp('PRO', 'Dueña Listas');
  }
}

async function crearEmisor(): Promise<Emisor> {
  const cuenta = await cuentaPro();
  const cedula = cedulaJuridica();
  const nombre = 'COMERCIAL LISTAS PRUEBA SOCIEDAD ANONIMA';
  const cert = generateTestCertificate({ pin: '1234', identificacion: cedula, nombre });
  const act = (documento: string) => ({ documento, codigoActividad: '521201' });
  await gql(
    `mutation($input: EmisorInput!) { Emisor { create(input: $input) { id } } }`,
    {
      input: {
        nombre,
        nombreComercial: 'Listas Prueba',
        identificacion: { tipo: '02', numero: cedula },
        ubicacion: { provincia: '1', canton: '01', distrito: '08', otrasSenas: 'Sabana Norte, 200 metros oeste del ICE' },
        telefono: { codigoPais: '506', numTelefono: '22223333' },
        correoElectronico: 'facturas@listas.jit.test',
        usernameATV: `cpj-3-101-${cedula.slice(4)}@stag.comprobanteselectronicos.go.cr`,
        passwordATV: 'ClaveATV2026!',
        certificadoATV: Buffer.from(cert.p12).toString('base64'),
        pin: cert.pin,
        codigoActividad: [act('01'), act('04'), act('09'), act('99'), act('proforma')],
      },
    },
    cuenta.token,
  );
  return { ...cuenta, cedula, nombre };
}

export const RECEPTOR = { nombre: 'Cliente Listas E2E', identificacion: { tipo: '01', numero: '114480790' }, correoElectronico: 'cliente@listas.jit.test' };

/** Factura.create through the API (the entry screen is another test's subject). */
export async function emitir(token: string, input: Record<string, unknown>): Promise<{ id: string; consecutivo: string; clave: string | null }> {
  const d = await gql<{ Factura: { create: { id: string; consecutivo: string; clave: string | null } } }>(
    `mutation($input: FacturaInput!) { Factura { create(input: $input) { id consecutivo clave } } }`,
    {
      input: {
        receptor: RECEPTOR,
        medioPago: [{ tipoMedioPago: '01' }],
        detalleServicio: {
          lineaDetalle: [
            { codigoCABYS: '4321000000100', cantidad: '2', detalle: 'Teclado inalámbrico', precioUnitario: '15000', unidadMedida: 'Unid' },
            { codigoCABYS: '8311100000000', cantidad: '1', detalle: 'Instalación', precioUnitario: '10000', unidadMedida: 'Sp' },
          ],
        },
        ...input,
      },
    },
    token,
  );
  return d.Factura.create;
}

/** A signed invoice (01) from a supplier addressed to the issuer, as the supplier's XML file. */
export function facturaDeProveedor(emisor: Emisor): { xml: string; clave: string; proveedor: string } {
  const proveedor = 'DISTRIBUIDORA PROVEEDORA E2E SOCIEDAD ANONIMA';
  const cedulaProveedor = '3101999999';
  const cert = generateTestCertificate({ pin: '4321', identificacion: cedulaProveedor, nombre: proveedor });
  const doc = sampleDocumento({
    tipo: '01',
    lineas: 2,
    numero: Number(String(Date.now()).slice(-6)),
    emisor: {
      nombre: proveedor,
      identificacion: { tipo: '02', numero: cedulaProveedor },
      ubicacion: { provincia: '1', canton: '01', distrito: '01', otrasSenas: 'Frente al parque central' },
      correoElectronico: ['ventas@proveedora.example.cr'],
    },
    receptor: { nombre: emisor.nombre, identificacion: { tipo: '02', numero: emisor.cedula }, correoElectronico: 'facturas@listas.jit.test' },
  });
  const xml = firmar(buildXml(doc), loadP12(cert.p12, cert.pin));
  return { xml, clave: (doc as { clave: string }).clave, proveedor };
}
