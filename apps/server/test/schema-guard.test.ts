// Every operation states who may call it: a field without @public or @auth would be reachable
// by anyone, so this walks the whole schema and fails on the first one left unguarded.
import { getDirective } from '@graphql-tools/utils';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.js';

const isNamespace = (name: string) => /(Query|Mutation)$/.test(name) && name !== 'Query' && name !== 'Mutation';

describe('schema guard', () => {
  const schema = buildSchema();

  it('marks every operation @public or @auth', () => {
    const unguarded: string[] = [];
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
    const namespaces = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && isNamespace(t.name));
    for (const type of [...roots, ...namespaces]) {
      if (!type || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const returnsNamespace = isNamespace(field.type.toString().replace(/!$/, ''));
        if (returnsNamespace) continue; // the namespace object itself carries nothing
        const guarded = getDirective(schema, field, 'public') || getDirective(schema, field, 'auth');
        if (!guarded) unguarded.push(`${type.name}.${field.name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('names the operations as the spec does (User.login, Role.create, ApiLogin.login)', () => {
    const mutation = schema.getMutationType()!;
    expect(Object.keys(mutation.getFields())).toEqual(expect.arrayContaining(['User', 'Role', 'ApiLogin']));
    const userMutation = schema.getType('UserMutation');
    expect(isObjectType(userMutation) && Object.keys(userMutation.getFields())).toEqual(
      expect.arrayContaining(['login', 'create', 'createUser', 'createSystemUser', 'recupera', 'recuperaPassword', 'changeSubUserPassword', 'changePassword', 'changeProfile', 'setDomain', 'delete', 'setProfile', 'refreshToken']),
    );
  });

  it('guards the catalogue as MODULES.md §A1 says: reads need a session, writes the screen of what they change', () => {
    const guard = (type: string, field: string) => {
      const t = schema.getType(type);
      if (!isObjectType(t) || !t.getFields()[field]) return 'missing';
      const a = getDirective(schema, t.getFields()[field]!, 'auth')?.[0] as { page?: string } | undefined;
      return a ? (a.page ?? 'session') : 'none';
    };
    const expected: Record<string, Record<string, string>> = {
      // Item writes check the page of the item's type in the service (modules/item/acceso.ts).
      ItemQuery: { ...Object.fromEntries(['readAllByEmisor', 'readToBill', 'readAllItemByEmisor', 'readById', 'readByCodigoRapido', 'readBySearchString', 'readVariantsByItem', 'healthCheck', 'revisarImportacion'].map((f) => [f, 'session'])), readItemsCompras: '/compras/FacturaCompras' },
      // Purchases' own (MODULES.md §E.1): the purchase entry's page.
      ItemMutation: { ...Object.fromEntries(['create', 'delete', 'setImage', 'deleteImage', 'saveVariant', 'importar'].map((f) => [f, 'session'])), addItemCompras: '/compras/FacturaCompras' },
      CategoriaItemQuery: { readAllByEmisor: 'session', readById: 'session' },
      CategoriaItemMutation: { create: '/inventario/categoria', delete: '/inventario/categoria' },
      DescuentoQuery: { readAllByEmisor: 'session', readById: 'session' },
      DescuentoMutation: { create: '/inventario/descuentos', delete: '/inventario/descuentos' },
      GastosActivosQuery: { readAllByEmisor: 'session' },
      GastosActivosMutation: { create: '/compras/tipos', delete: '/compras/tipos' },
      CostoFijoQuery: { readAllByEmisor: 'session' },
      CostoFijoMutation: { create: '/inventario/costosfijos', delete: '/inventario/costosfijos' },
      CostoVariableQuery: { readAllByEmisor: 'session' },
      CostoVariableMutation: { create: '/inventario/costosvariables', delete: '/inventario/costosvariables' },
      AccountQuery: { readAll: 'session' },
    };
    for (const [type, fields] of Object.entries(expected)) {
      const t = schema.getType(type);
      expect(isObjectType(t) && Object.keys(t.getFields()).sort(), type).toEqual(Object.keys(fields).sort());
      for (const [field, page] of Object.entries(fields)) expect(guard(type, field), `${type}.${field}`).toBe(page);
    }
  });
});
