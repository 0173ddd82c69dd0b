import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { reviewQueue } from '../use-cases/review-queue';

export const handler = apiHandler(dealsApi.reviewQueue, async () => reviewQueue());
