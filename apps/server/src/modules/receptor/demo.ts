// Demo receivers of `npm start`: a person, a company with an exoneration, a foreign customer and
// a supplier, so the invoice entry lookup has something to find.
import { v7 as uuidv7 } from 'uuid';
import { receptor } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';

export async function seedReceptoresDemo(tx: Tx, ctx: { emisorId: string; now: Date }): Promise<void> {
  const { emisorId, now } = ctx;
  const base = { emisorId, createdAt: now, updatedAt: now };
  await tx
    .insert(receptor)
    .values([
      {
        ...base,
        id: uuidv7(),
        nombre: 'María Fernández Solís',
        identificacionTipo: '01',
        identificacionNumero: '109870654',
        correoElectronico: 'maria.fernandez@correo.cr',
        telefono: { codigoPais: '506', numTelefono: '88887777' },
        ubicacion: { provincia: '2', canton: '01', distrito: '01', otrasSenas: 'Barrio El Carmen, casa 12' },
      },
      {
        ...base,
        id: uuidv7(),
        nombre: 'Distribuidora La Central S.A.',
        nombreComercial: 'La Central',
        identificacionTipo: '02',
        identificacionNumero: '3101654321',
        correoElectronico: 'compras@lacentral.cr',
        telefono: { codigoPais: '506', numTelefono: '24445566' },
        actividades: [{ estado: 'A', tipo: 'P', codigo: '521101', descripcion: 'SUPERMERCADOS Y ALMACENES DE ABARROTES EN CADENA' }],
      },
      {
        ...base,
        id: uuidv7(),
        nombre: 'Asociación Cruz Verde',
        identificacionTipo: '02',
        identificacionNumero: '3002111222',
        correoElectronico: 'administracion@cruzverde.cr',
        exoneraciones: [
          {
            id: uuidv7(),
            tipoDocumento: '03',
            tipoDocumentoOtro: null,
            numeroDocumento: 'AL-00012345-26',
            articulo: 7,
            inciso: 1,
            nombreInstitucion: '01',
            nombreInstitucionOtros: null,
            fechaEmision: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
            porcentajeExoneracion: '100',
            cabys: [],
          },
        ],
      },
      {
        ...base,
        id: uuidv7(),
        nombre: 'Northwind Traders LLC',
        identificacionExtranjero: 'US84512345',
        correoElectronico: 'billing@northwind.example',
        otrasSenasExtranjero: '1200 Market Street, Suite 400, San Francisco, CA, USA',
      },
      {
        ...base,
        id: uuidv7(),
        nombre: 'Proveedora de Empaques del Valle S.A.',
        identificacionTipo: '02',
        identificacionNumero: '3101777888',
        correoElectronico: 'ventas@empaquesdelvalle.cr',
      },
    ])
    .onConflictDoNothing();
}
