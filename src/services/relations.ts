import { myRelationsResponseSchema } from '../../contract/relations';
import { type HttpClient, http } from './http';

export function createRelationsApi(client: HttpClient) {
  return {
    /** GET /api/myRelations: the caller's relations with their delivery addresses. */
    getMyRelations: () => client.request('/api/myRelations', { schema: myRelationsResponseSchema }),
  };
}

export const { getMyRelations } = createRelationsApi(http);
