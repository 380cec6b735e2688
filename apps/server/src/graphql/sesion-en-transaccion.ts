// The operations that read their session inside their own transaction (withSession, or
// Factura.create's batch): the @auth directive (directives.ts) runs their checks when that
// transaction reads the session, instead of in a transaction of its own before the resolver.
// Marked by schema coordinate (type and field): the schema tools bind each resolver and the
// input rules wrap it, so the function the directive finds is never the one a module wrote.
const marcadas = new Set<string>();

/**
 * Marks `Tipo.campo` as reading the session inside the transaction of its operation. Only for
 * resolvers that touch nothing of the issuer before reading the session.
 */
export function sesionEnTransaccion(tipo: string, campo: string): void {
  marcadas.add(`${tipo}.${campo}`);
}

/** Whether `Tipo.campo` reads its session inside its own transaction. */
export const leeSesionEnTransaccion = (tipo: string, campo: string): boolean => marcadas.has(`${tipo}.${campo}`);
