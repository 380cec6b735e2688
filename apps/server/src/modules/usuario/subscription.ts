// Subscription state of spec 2 §4 (active; grace for 3 days with days left; expired).
// Interim copy until @jit/domain exports its session rules; then this file re-exports them.
export function subscriptionState(input: { profile: string; subscriptionTimeOut: Date | null; now: Date }) {
  if (input.profile === 'COMMUNITY' || !input.subscriptionTimeOut) return { state: 'ACTIVA', graceDaysLeft: 0 };
  const ms = input.subscriptionTimeOut.getTime() - input.now.getTime();
  if (ms >= 0) return { state: 'ACTIVA', graceDaysLeft: 0 };
  const graceMs = 3 * 86400_000 + ms;
  if (graceMs > 0) return { state: 'GRACIA', graceDaysLeft: Math.ceil(graceMs / 86400_000) };
  return { state: 'VENCIDA', graceDaysLeft: 0 };
}
