// The purchase invoice (FEC, 08) of v4.4: the supplier in the simplified regime is the document's
// Emisor and the issuer its Receptor (the server writes them so). The FEC's EmisorType asks more of
// the supplier than a receptor's data do: a name of 5 to 100 characters, an identification, a
// commercial name of 3 to 80 when there is one, and at most 4 e-mails.

export type ProveedorFec = {
  nombre: string;
  identificacion?: { tipo: string; numero: string } | null;
  nombreComercial?: string | null;
  correoElectronico?: string | readonly string[] | null;
};

export type ProblemaFec = { campo: 'nombre' | 'identificacion' | 'nombreComercial' | 'correoElectronico'; mensaje: string };

/** What keeps a supplier from being a FEC's Emisor under v4.4, in Spanish; empty when it may. */
export function problemasEmisorFec(p: ProveedorFec): ProblemaFec[] {
  const out: ProblemaFec[] = [];
  const nombre = p.nombre.trim();
  if (nombre.length < 5 || nombre.length > 100)
    out.push({ campo: 'nombre', mensaje: 'En la factura de compra el proveedor es el emisor: su nombre debe tener de 5 a 100 caracteres (v4.4).' });
  if (!p.identificacion?.numero?.trim()) out.push({ campo: 'identificacion', mensaje: 'En la factura de compra el proveedor es el emisor: necesita su identificación.' });
  const comercial = p.nombreComercial?.trim();
  if (comercial && (comercial.length < 3 || comercial.length > 80))
    out.push({ campo: 'nombreComercial', mensaje: 'El nombre comercial del proveedor debe tener de 3 a 80 caracteres (v4.4).' });
  const correos = p.correoElectronico == null ? [] : typeof p.correoElectronico === 'string' ? [p.correoElectronico] : p.correoElectronico;
  if (correos.length > 4) out.push({ campo: 'correoElectronico', mensaje: 'El emisor de una factura de compra lleva a lo sumo 4 correos (v4.4).' });
  return out;
}
