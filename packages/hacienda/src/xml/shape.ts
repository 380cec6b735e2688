/** Value kinds of a leaf element (see scripts/gen-shapes.mjs). */
export type ValueKind = 's' | 'i' | 'dt' | 'd0' | 'd2' | 'd3' | 'd4' | 'd5' | 'attr' | 'any';

/** One element of a document's schema tree, in schema order. */
export type Shape = {
  readonly x: string;
  readonly k: string;
  readonly min?: number;
  readonly max?: number;
  readonly v?: ValueKind;
  readonly attr?: string;
  /** Total digits of a decimal. */
  readonly td?: number;
  readonly minLen?: number;
  readonly maxLen?: number;
  readonly sig?: true;
  readonly c?: readonly Shape[];
};

/** A document type's root element, namespace and children. */
export type DocShape = { readonly root: string; readonly ns: string; readonly c: readonly Shape[] };
