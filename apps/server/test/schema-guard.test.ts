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
});
