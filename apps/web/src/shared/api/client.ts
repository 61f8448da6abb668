import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { REQUEST_TIMEOUT_MS } from '@gps/contracts/constants';
import { createClient } from 'graphql-ws';
import { config } from '../config';
import { setSignOutReason, signOutReasonOf, type SignOutReason } from '../session/signOutReason';
import { clearSession, getSession, onSessionChange } from '../session/store';
import { clearErrors, reportError } from './errorBus';
import { isCancellation, toAppError } from './errorMapping';
import { setLiveConnection } from './liveConnection';

/** fetch with the spec's 60 s request timeout (a timeout surfaces as a TimeoutError, shown as 408). */
const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};

const authLink = new SetContextLink((prevContext) => {
  const headers = (prevContext.headers ?? {}) as Record<string, string>;
  const token = getSession()?.token;
  if (headers.authorization || !token) return { headers };
  return { headers: { ...headers, authorization: `Bearer ${token}` } };
});

/**
 * The one place every request's failure goes through: mapped, then shown (or only logged). A session
 * failure (-8..-11) of a signed-in page, even from a "log only" call (the periodic device loads),
 * signs the user out: the session is dropped, the route guard takes the page to its login page, and
 * that page says why (signOutReason). Without this a signed-out or suspended user would sit on a
 * page that silently stopped updating. (The sign-out call itself runs after the session is gone, so
 * its failure still only logs.)
 */
const errorLink = new ErrorLink(({ error, operation }) => {
  if (isCancellation(error)) return;
  const appError = toAppError(error);
  const reason = signOutReasonOf(appError.code);
  if (reason && getSession() !== null) {
    signOutFor(reason);
    return;
  }
  const { logOnly, placeFieldIssues, handleRefusal } = operation.getContext();
  if (logOnly) {
    console.warn(`[${operation.operationName ?? 'graphql'}] failed (logged only)`, appError);
    return;
  }
  if (appError.reason && handleRefusal?.(appError.reason)) return;
  // A form's failing fields are shown under the fields; only what no field holds reaches the dialog.
  if (appError.fieldIssues && placeFieldIssues) {
    const rest = placeFieldIssues(appError.fieldIssues);
    if (rest.length === 0) return;
    reportError({ ...appError, fieldIssues: rest });
    return;
  }
  reportError(appError);
});

/** The server refused the session: the first refusal's reason is kept, the rest find no session. */
function signOutFor(reason: SignOutReason): void {
  setSignOutReason(reason);
  clearErrors();
  clearSession();
  void resetClientForSignOut();
}

/** Longest wait between two reconnection attempts of the websocket. */
const WS_RETRY_MAX_MS = 30_000;

/**
 * Close codes of a socket closed on purpose, not lost: graphql-ws's own terminate (4499, on a new
 * token or sign-out) and a normal closure (1000, the lazy client's last subscription ended).
 */
const CLOSED_ON_PURPOSE = new Set([1000, 4499]);

/** The token the current (or last) websocket connection was opened with. */
let socketToken: string | undefined;

/**
 * Subscriptions (live device rows, new warnings) travel over graphql-ws. The token goes in
 * `connectionParams`, read at every (re)connection. Lost connections are retried without a limit,
 * backing off to 30 s: live updates are a convenience over the periodic loads, so an outage only
 * pauses them, and they resume with the server.
 */
const wsClient = createClient({
  url: config.graphqlWsUrl,
  lazy: true,
  connectionParams: () => {
    socketToken = getSession()?.token;
    return { authToken: socketToken };
  },
  retryAttempts: Infinity,
  retryWait: async (retries) => {
    const wait = Math.min(1000 * 2 ** retries, WS_RETRY_MAX_MS) + Math.random() * 1000;
    await new Promise((resolve) => setTimeout(resolve, wait));
  },
  on: {
    connected: () => setLiveConnection('connected'),
    closed: (event) => {
      const code = (event as { code?: number } | undefined)?.code;
      setLiveConnection(code !== undefined && CLOSED_ON_PURPOSE.has(code) ? 'idle' : 'disconnected');
    },
  },
});

// A socket opened with another session's token must not keep serving this one: when the token
// changes (sign-in, sign-out, another tab), drop the socket; open subscriptions reconnect with the
// new token (graphql-ws retries a terminated socket), and without subscriptions it stays closed.
onSessionChange(() => {
  if (getSession()?.token !== socketToken) wsClient.terminate();
});

const httpLink = new HttpLink({ uri: config.graphqlUrl, fetch: fetchWithTimeout });
const wsLink = new GraphQLWsLink(wsClient);

const transport = ApolloLink.split(
  (operation) => operation.operationType === 'subscription',
  wsLink,
  httpLink,
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, transport]),
  cache: new InMemoryCache({
    typePolicies: {
      Device: { keyFields: ['deviceId'] },
      CommandLogEntry: { keyFields: ['commandId'] },
      RemoteCommandResult: { keyFields: false },
      Session: { keyFields: false },
      FunctionRights: { keyFields: false },
      AddDevicesResult: { keyFields: false },
    },
  }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});

/** After sign-out: forget cached data and drop the websocket so the next session connects with its own token. */
export async function resetClientForSignOut(): Promise<void> {
  wsClient.terminate();
  await apolloClient.clearStore();
}
