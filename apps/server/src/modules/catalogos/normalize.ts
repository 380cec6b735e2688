// How catalogue text is compared: the domain's folding (shared with the browser's CABYS search).
export { fold, words } from '@jit/domain';
