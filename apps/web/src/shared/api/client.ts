import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { REQUEST_TIMEOUT_MS } from '@gps/contracts/constants';
import { isSessionFailure } from '@gps/contracts/error-codes';
import { createClient } from 'graphql-ws';
import { config } from '../config';
import { getSession, onSessionChange } from '../session/store';
import { reportError } from './errorBus';
import { isCancellation, toAppError } from './errorMapping';

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
 * failure (-8..-11) of a signed-in page is shown even from a "log only" call: the periodic device
 * loads are log-only, and without the dialog a signed-out or suspended user would sit on a page that
 * silently stopped updating instead of being taken to the sign-in page. (The sign-out call itself
 * runs after the session is gone, so its failure still only logs.)
 */
const errorLink = new ErrorLink(({ error, operation }) => {
  if (isCancellation(error)) return;
  const appError = toAppError(error);
  const showAnyway = isSessionFailure(appError.code) && getSession() !== null;
  const { logOnly, placeFieldIssues } = operation.getContext();
  if (logOnly && !showAnyway) {
    console.warn(`[${operation.operationName ?? 'graphql'}] failed (logged only)`, appError);
    return;
  }
  // A form's failing fields are shown under the fields; only what no field holds reaches the dialog.
  if (appError.fieldIssues && placeFieldIssues) {
    const rest = placeFieldIssues(appError.fieldIssues);
    if (rest.length === 0) return;
    reportError({ ...appError, fieldIssues: rest });
    return;
  }
  reportError(appError);
});

/** Longest wait between two reconnection attempts of the websocket. */
const WS_RETRY_MAX_MS = 30_000;

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
