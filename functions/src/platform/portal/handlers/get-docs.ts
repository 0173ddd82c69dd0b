import { referencePage, referencePageHeaders } from '../../openapi/reference-page';
import { apiHandler, Reply } from '../../http/api-handler';
import { apiTitle } from '../../openapi/info';
import { platformApi } from '../../routes';

const page = referencePage(apiTitle);

export const handler = apiHandler(
  platformApi.getDocs,
  async () => new Reply(200, page, referencePageHeaders),
);
