// @jit/hacienda's index does not export its token client and simulator yet (they are committed in
// packages/hacienda/src): import them from their files until it does, then make this file
// `export { ClienteHacienda, startSimulator, type Simulador } from '@jit/hacienda'`.
export { ClienteHacienda } from '../../../../../packages/hacienda/src/api/client';
export { startSimulator, type Simulador } from '../../../../../packages/hacienda/src/simulator/server';
