import { BatchGetCommand, type BatchGetCommandOutput, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';

/** What the back office's company page reads of a company besides its members and documents. */

/** How many listings and requests the company holds (counts only, a few pages of keys at most). */
export async function countCompanyItems(companyId: string): Promise<{ listings: number; requests: number }> {
  const count = async (kind: 'listing' | 'request') => {
    const { pk, skPrefix } = keys.ownerItems(companyId, kind);
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return total;
  };
  const [listings, requests] = await Promise.all([count('listing'), count('request')]);
  return { listings, requests };
}

export interface CompanyDealRow {
  id: string;
  title: string;
  /** What is traded, from the deal's snapshot of the item it was opened on. */
  product: string;
  quantity: number;
  unit: string;
  role: 'buyer' | 'seller' | 'mandate';
  stage: string;
  status: string;
  updated_at: string;
}

/**
 * The company's deals, most recently changed first (at most `limit`): its deal memberships (GSI2
 * `USER_DEALS#<company>`), then the deal items of those, in one batch.
 */
export async function listCompanyDeals(companyId: string, limit = 100): Promise<CompanyDealRow[]> {
  const memberships = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userDeals(companyId).gsi2pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const roles = new Map(
    (memberships.Items ?? []).map((m) => [String(m.deal_id), m.role as CompanyDealRow['role']]),
  );
  const ids = [...roles.keys()];
  const deals: CompanyDealRow[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    let keysLeft: Array<Record<string, unknown>> | undefined = ids.slice(i, i + 100).map(keys.deal);
    for (let attempt = 0; keysLeft?.length && attempt < 5; attempt++) {
      const result: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: keysLeft,
              ProjectionExpression:
                'id, title, stage, #status, updated_at, #snap.product, #snap.quantity, #snap.#unit',
              ExpressionAttributeNames: { '#status': 'status', '#snap': 'snapshot', '#unit': 'unit' },
            },
          },
        }),
      );
      for (const item of result.Responses?.[tableName()] ?? [])
        deals.push({
          id: String(item.id),
          title: String(item.title ?? `Deal #${item.id}`),
          product: String(item.snapshot?.product ?? ''),
          quantity: Number(item.snapshot?.quantity ?? 0),
          unit: String(item.snapshot?.unit ?? ''),
          role: roles.get(String(item.id)) ?? 'buyer',
          stage: String(item.stage),
          status: String(item.status),
          updated_at: String(item.updated_at),
        });
      keysLeft = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return deals.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}
