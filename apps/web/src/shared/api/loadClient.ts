/**
 * The API client (Apollo and graphql-ws, about a fifth of the app's code) is loaded the first time
 * something needs it, not with the first page: the sign-in pages only need it when the form is sent.
 * The signed-in layouts import `./client` directly (they render `ApiProvider`).
 */
type ClientModule = typeof import('./client');

let loading: Promise<ClientModule> | undefined;

/** The client module, imported once. */
export function loadClient(): Promise<ClientModule> {
  loading ??= import('./client');
  return loading;
}

/** After sign-out: forget cached data and drop the websocket (see `client.ts`), loading nothing more than a sign-in would. */
export async function resetClientForSignOut(): Promise<void> {
  const client = await loadClient();
  await client.resetClientForSignOut();
}
