// A screen loaded with its module only when its route is visited (react-router's `lazy`): each
// module lists its screens in its routes.ts, the router puts them in their layouts.
import type { ComponentType } from 'react';

export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The screen `name` exported by the module `load` imports. */
export const lazyPage =
  <M,>(load: () => Promise<M>, name: keyof M): LazyPage =>
  async () => ({ Component: (await load())[name] as ComponentType });
