import { useCallback, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { loadClient } from './loadClient';
import type { FormInstance } from 'antd';
import { placeFieldIssues } from '../forms/serverFieldIssues';

interface SafeMutationOptions {
  logOnly?: boolean;
  /** The form that sends the mutation: a -2's failing fields are shown under its fields. */
  form?: FormInstance;
  /** Refusals the form answers itself (see DefaultContext.handleRefusal). */
  handleRefusal?: (reason: string) => boolean;
}

/**
 * A mutation's document, or how to load it: the sign-in pages load theirs with the client at the
 * first submit, so the generated documents (every page's, one chunk) are not part of their first load.
 */
export type MutationDocument<TData, TVariables> =
  TypedDocumentNode<TData, TVariables> | (() => Promise<TypedDocumentNode<TData, TVariables>>);

/** Runs any mutation through the shared client layer (see {@link useSafeMutation}); true while one runs. */
export function useSafeMutate(
  options: SafeMutationOptions = {},
): [
  <TData, TVariables extends OperationVariables>(
    mutation: MutationDocument<TData, TVariables>,
    variables: TVariables,
  ) => Promise<TData | undefined>,
  boolean,
] {
  const [pending, setPending] = useState(0);
  const { logOnly, form, handleRefusal } = options;

  const run = useCallback(
    async <TData, TVariables extends OperationVariables>(
      mutation: MutationDocument<TData, TVariables>,
      variables: TVariables,
    ): Promise<TData | undefined> => {
      setPending((n) => n + 1);
      try {
        const [{ apolloClient }, document] = await Promise.all([
          loadClient(),
          typeof mutation === 'function' ? mutation() : mutation,
        ]);
        const result = await apolloClient.mutate({
          mutation: document,
          variables,
          context: {
            logOnly,
            ...(form ? { placeFieldIssues: (issues) => placeFieldIssues(form, issues) } : {}),
            ...(handleRefusal ? { handleRefusal } : {}),
          },
        } as ApolloClient.MutateOptions<TData, TVariables>);
        return result.error ? undefined : (result.data ?? undefined);
      } catch {
        return undefined;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [logOnly, form, handleRefusal],
  );

  return [run, pending > 0];
}

/**
 * Runs a mutation through the shared client layer. Failures have already been mapped and shown
 * (or logged) by the error link, so `run` never rejects: it resolves to the data, or undefined.
 */
export function useSafeMutation<TData, TVariables extends OperationVariables>(
  mutation: MutationDocument<TData, TVariables>,
  options: SafeMutationOptions = {},
): [(variables: TVariables) => Promise<TData | undefined>, boolean] {
  const [mutate, pending] = useSafeMutate(options);
  const run = useCallback((variables: TVariables) => mutate(mutation, variables), [mutate, mutation]);
  return [run, pending];
}
