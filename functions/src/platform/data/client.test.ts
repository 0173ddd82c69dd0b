import { describe, expect, it } from 'vitest';
import { createDynamoDbClient } from './client';

describe('DynamoDB client', () => {
  it('has no SDK logger step (it filters every answer for a logger that logs nothing)', () => {
    const steps = createDynamoDbClient('http://localhost:1').middlewareStack.identify();
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((step) => step.startsWith('loggerMiddleware'))).toEqual([]);
  });
});
