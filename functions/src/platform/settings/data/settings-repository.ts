import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PlatformSettings } from '@portal/contracts/admin';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/** The platform settings as an admin last saved them (empty until the first save). */
export async function readStoredSettings(): Promise<Partial<PlatformSettings>> {
  const item =
    (await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.platformSettings() })))
      .Item ?? {};
  const { pk: _pk, sk: _sk, entity: _e, updated_at: _u, ...settings } = item;
  return settings as Partial<PlatformSettings>;
}
