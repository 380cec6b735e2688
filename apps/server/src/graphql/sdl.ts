// The SDL of schema/*.graphql as the server and codegen.ts both read it. One expansion on top of
// plain files: a type marked @totalesResumen gets the v4.4 ResumenFactura amounts as `Decimal!`
// fields from the domain's TOTALES_RESUMEN, so the 20 totals are written once (in the domain),
// not in every type that carries them. The marker and its definition are gone from the result.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type ConstValueNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
} from 'graphql';
import { TOTALES_RESUMEN, resumenCamposDe } from '@jit/domain';

const MARCA = 'totalesResumen';
/** Every ResumenFactura element in v4.4 schema order (01, the invoice, has them all). */
const ORDEN_V44: readonly string[] = resumenCamposDe('01');

const montoDecimal = (nombre: string): FieldDefinitionNode => ({
  kind: Kind.FIELD_DEFINITION,
  name: { kind: Kind.NAME, value: nombre },
  arguments: [],
  directives: [],
  type: {
    kind: Kind.NON_NULL_TYPE,
    type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'Decimal' } },
  },
});

const texto = (v: ConstValueNode | undefined): string | null =>
  v?.kind === Kind.STRING ? v.value : null;
const textos = (v: ConstValueNode | undefined): string[] =>
  v?.kind === Kind.LIST ? v.values.flatMap((x) => (x.kind === Kind.STRING ? [x.value] : [])) : [];

/**
 * The type's fields with the totals in place: after the field `despues` (at the end without it),
 * in v4.4 order, without those in `sin`. A declared field after `despues` that is itself a
 * ResumenFactura element (totalDesgloseImpuesto) takes its v4.4 place among them; the type's
 * other fields follow.
 */
function expandir(node: ObjectTypeDefinitionNode): ObjectTypeDefinitionNode {
  const marca = node.directives?.find((d) => d.name.value === MARCA);
  if (!marca) return node;
  const arg = (n: string) => marca.arguments?.find((a) => a.name.value === n)?.value;
  const despues = texto(arg('despues'));
  const sin = textos(arg('sin'));
  const tipo = node.name.value;
  const campos = node.fields ?? [];
  const i =
    despues === null ? campos.length - 1 : campos.findIndex((f) => f.name.value === despues);
  if (i < 0 && despues !== null)
    throw new Error(`@${MARCA} de ${tipo}: no tiene el campo ${despues}`);
  for (const k of sin)
    if (!(TOTALES_RESUMEN as readonly string[]).includes(k))
      throw new Error(`@${MARCA} de ${tipo}: ${k} no es un total de ResumenFactura`);
  const montos = new Map(
    TOTALES_RESUMEN.filter((k) => !sin.includes(k)).map((k) => [k as string, montoDecimal(k)]),
  );
  for (const f of campos)
    if (montos.has(f.name.value))
      throw new Error(`@${MARCA} de ${tipo}: ${f.name.value} ya lo pone la expansión`);
  const resto = campos.slice(i + 1);
  const propios = new Map(
    resto.filter((f) => ORDEN_V44.includes(f.name.value)).map((f) => [f.name.value, f]),
  );
  return {
    ...node,
    directives: node.directives?.filter((d) => d !== marca),
    fields: [
      ...campos.slice(0, i + 1),
      ...ORDEN_V44.flatMap((k) => montos.get(k) ?? propios.get(k) ?? []),
      ...resto.filter((f) => !propios.has(f.name.value)),
    ],
  };
}

/** One SDL file with @totalesResumen expanded (and its directive definition removed). */
export function expandirTotales(sdl: string): string {
  if (!sdl.includes(`@${MARCA}`) && !sdl.includes(`directive @${MARCA}`)) return sdl;
  return print(
    visit(parse(sdl), {
      DirectiveDefinition: (d) => (d.name.value === MARCA ? null : undefined),
      ObjectTypeDefinition: (t) => expandir(t),
    }),
  );
}

/** The schema's SDL files of `dir`, common.graphql first, each expanded. */
export function leerSdl(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => expandirTotales(readFileSync(join(dir, f), 'utf8')));
}
