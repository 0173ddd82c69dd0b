import { redocScript } from '../../openapi/redoc-script';
import { apiHandler, Reply } from '../../http/api-handler';
import { platformApi } from '../../routes';

export const handler = apiHandler(
  platformApi.getDocsScript,
  async () =>
    new Reply(200, await redocScript(), {
      'content-type': 'text/javascript; charset=utf-8',
      'x-content-type-options': 'nosniff',
      // the file changes only with the redoc package, i.e. with a deploy
      'cache-control': 'public, max-age=3600',
    }),
);
