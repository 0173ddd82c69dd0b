/**
 * The single table's physical shape: one definition used by CDK (infra), the local stack
 * (CreateTable against DynamoDB Local) and the tests. Entities and access patterns are
 * documented in functions/TABLE.md.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    // GSI1: lists by entity type / status, newest first (e.g. registrations by status ordered by updated_at).
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // GSI2: secondary lookups (e.g. profile by email, documents by deal).
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export type TableDefinition = typeof tableDefinition;
