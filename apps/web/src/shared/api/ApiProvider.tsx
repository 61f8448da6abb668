import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './client';

/**
 * The Apollo client for the signed-in areas' queries and subscriptions. Only their layouts render
 * it, so the sign-in pages load without Apollo; mutations reach the same client through `loadClient`.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
