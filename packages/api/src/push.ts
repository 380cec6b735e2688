// Web Push (DECISIONS #28): our own VAPID server, through the typed operations of
// operations/push.graphql. Every call is quiet and answers false/undefined instead of failing:
// notifications are a convenience, never a reason to interrupt the clerk.
import type { ApiClient } from './client.js';
import {
  type PushSubscriptionInput,
  ShellPushSubscribeDocument,
  ShellPushUnsubscribeDocument,
  ShellVapidDocument,
} from './gql/graphql.js';

/** The server's VAPID public key; undefined when it cannot be read. */
export async function fetchVapidPublicKey(api: ApiClient): Promise<string | undefined> {
  try {
    return (await api.request(ShellVapidDocument, {}, { quiet: true })).Push.vapidPublicKey;
  } catch {
    return undefined;
  }
}

/** Stores a browser push subscription tagged with the user's e-mail; false if not stored. */
export async function savePushSubscription(
  api: ApiClient,
  input: PushSubscriptionInput,
): Promise<boolean> {
  try {
    return (await api.request(ShellPushSubscribeDocument, { input }, { quiet: true })).Push
      .subscribe;
  } catch {
    return false;
  }
}

export async function deletePushSubscription(api: ApiClient, endpoint: string): Promise<boolean> {
  try {
    return (await api.request(ShellPushUnsubscribeDocument, { endpoint }, { quiet: true })).Push
      .unsubscribe;
  } catch {
    return false;
  }
}
