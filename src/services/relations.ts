import { type HttpClient, http } from './http';

/** The schema of the relations, loaded while they are under way (`session-schemas.ts`). */
const myRelationsResponseSchema = async () => (await import('./session-schemas')).myRelationsResponseSchema;

export function createRelationsApi(client: HttpClient) {
  return {
    /** GET /api/myRelations: the caller's relations with their delivery addresses. */
    getMyRelations: () => client.request('/api/myRelations', { schema: myRelationsResponseSchema }),
  };
}

export const { getMyRelations } = createRelationsApi(http);
