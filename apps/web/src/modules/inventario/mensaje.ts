import { GraphQLRequestError } from '@jit/api';

/** The server's Spanish message of a refused request, or the error's own text. */
export const mensajeDe = (e: unknown): string => (e instanceof GraphQLRequestError ? e.userMessage : e instanceof Error ? e.message : String(e));
