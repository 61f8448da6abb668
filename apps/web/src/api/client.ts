import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { REQUEST_TIMEOUT_MS } from '@gps/contracts/constants';
import { createClient } from 'graphql-ws';
import { config } from '../config';
import { getSession } from '../session/store';
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

/** The one place every request's failure goes through: mapped, then shown (or only logged). */
const errorLink = new ErrorLink(({ error, operation }) => {
  if (isCancellation(error)) return;
  const appError = toAppError(error);
  if (operation.getContext().logOnly) {
    console.warn(`[${operation.operationName ?? 'graphql'}] failed (logged only)`, appError);
    return;
  }
  reportError(appError);
});

const wsClient = createClient({
  url: config.graphqlWsUrl,
  lazy: true,
  connectionParams: () => ({ authToken: getSession()?.token }),
  retryAttempts: 5,
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
