import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { currentTerms } from '../use-cases/terms';

export const handler = apiHandler(platformApi.getTerms, async () => currentTerms());
