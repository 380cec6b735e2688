import { notify } from './notify';

export type DeleteResult = { _id: string; state: boolean; message: string };

/**
 * Spec 2 §4 deletion results: per id a state and a message; only the ids with state true were
 * removed. Says how many went and why each other one stayed; returns the removed ids.
 */
export function reportDeleteResults(
  results: readonly DeleteResult[],
  deletedText: (n: number) => string,
): Set<string> {
  const removed = new Set(results.filter((r) => r.state).map((r) => r._id));
  if (removed.size > 0) notify({ type: 'success', message: deletedText(removed.size) });
  for (const r of results.filter((x) => !x.state)) notify({ type: 'warning', message: r.message });
  return removed;
}
