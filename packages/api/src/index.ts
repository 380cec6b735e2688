export * from './gql/index.js';
