import { apiHandler } from '../../http/api-handler';
import { buildOpenApiDocument } from '../../openapi/document';
import { platformApi } from '../../routes';

let document: unknown;

export const handler = apiHandler(platformApi.getOpenApi, async () => {
  // The route table is imported lazily: it pulls every domain's schemas, which only this route needs.
  document ??= buildOpenApiDocument((await import('../../../routes')).allDomains);
  return document;
});
