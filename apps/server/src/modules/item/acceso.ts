// Item writes need the screen of the item's type (MODULES.md §A1.1): a clerk who keeps only the
// services list cannot change raw materials. The directive checks a fixed page; this checks the
// type's, with the same rule (the domain's resolveAccess through canOpen).
import { tipoItem } from '@jit/domain';
import type { Session } from '../../context.js';
import { forbidden } from '../../errors.js';
import { canOpen } from '../../graphql/directives.js';

/** Refuses unless the session may open the screen of every type in `tipos`. */
export function puedeEscribirTipos(s: Session, tipos: Iterable<string>): void {
  for (const t of new Set(tipos)) {
    const tipo = tipoItem(t);
    if (tipo && !canOpen(s, tipo.ruta)) throw forbidden(`Tu usuario no tiene acceso a la lista de ${tipo.nombre.toLowerCase()}.`);
  }
}
