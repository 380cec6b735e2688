/** One per-id answer of a delete call (spec 2 §4, spec 3 §4). */
export type DeletionResult = { _id: string; state: boolean; message?: string };

/** Spec 2 §4 / spec 3 §4: only items whose deletion answered state true leave the local list. */
export function applyDeletion<T extends { _id: string }>(list: readonly T[], results: readonly DeletionResult[]): T[] {
  const gone = new Set(results.filter((r) => r.state).map((r) => r._id));
  return list.filter((item) => !gone.has(item._id));
}

/** Soft deletion (payments, subscriptions without the delete option): the item stays, marked false. */
export function markDeleted<T extends { _id: string }, K extends string>(
  list: readonly T[],
  results: readonly DeletionResult[],
  flag: K,
): (T & Partial<Record<K, boolean>>)[] {
  const gone = new Set(results.filter((r) => r.state).map((r) => r._id));
  return list.map((item) => (gone.has(item._id) ? { ...item, [flag]: false } : item)) as (T & Partial<Record<K, boolean>>)[];
}

/** Spec 2 §4: deleting customer subscriptions removes them with the delete option, else marks state false. */
export const applySubscriptionDeletion = <T extends { _id: string; state?: boolean }>(
  list: readonly T[],
  results: readonly DeletionResult[],
  isDelete: boolean,
): T[] => (isDelete ? applyDeletion(list, results) : (markDeleted(list, results, 'state')));
