import type { Resolvers } from '../../generated/graphql.js';
import { readCurrencyExchanges, readVigente, setCurrencyExchange } from './service.js';

export const tipoCambioResolvers: Resolvers = {
  Query: { CurrencyExchange: () => ({}) },
  Mutation: { CurrencyExchange: () => ({}) },
  CurrencyExchangeQuery: {
    readAll: (_, { limit }, ctx) => readCurrencyExchanges(ctx, limit),
    readVigente: (_, { moneda, fecha }, ctx) => readVigente(ctx, moneda, fecha),
  },
  CurrencyExchangeMutation: {
    set: (_, { rate, auto }, ctx) => setCurrencyExchange(ctx, { rate, auto }),
  },
};
