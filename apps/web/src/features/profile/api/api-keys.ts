import type { ApiKeyScope } from '@framecast/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

const keysKey = ['api-keys'] as const;

/** GET api_key/list → the caller's active keys in the current space, newest first. */
export const useApiKeys = () => useQuery({ queryKey: keysKey, queryFn: () => request('apiKeyList') });

/** POST api_key {name, scopes} → the key with its secret, which no later answer holds. */
export const useCreateApiKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scopes: ApiKeyScope[] }) => request('apiKeyCreate', input),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
};

/** DELETE api_key {id}: the key's next call is refused. */
export const useRevokeApiKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('apiKeyRevoke', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
};
