import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';

/**
 * Presigned uploads announced by `upload-url` and not yet committed, in the `payloads` table
 * (pk `UPLOAD#<container appId>`, sk `<oid>`). A commit claims its row with a conditional
 * delete, so the same upload cannot become two file records. Unclaimed rows expire by TTL a day
 * after their URL did (the PUT must happen before the URL expires; the commit may come later).
 */
export interface PendingUpload {
  readonly oid: string;
  readonly locator: string;
  readonly providerId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly urlExpiresAt: string;
}

const key = (containerAppId: string, oid: string) => ({ pk: `UPLOAD#${containerAppId}`, sk: oid });
const PENDING_TTL_SECONDS = 24 * 3600;

export async function recordPendingUpload(containerAppId: string, p: PendingUpload): Promise<void> {
  const expiresAtEpoch = Math.floor(Date.parse(p.urlExpiresAt) / 1000) + PENDING_TTL_SECONDS;
  await dynamo().send(
    new PutCommand({ TableName: tableName('payloads'), Item: { ...key(containerAppId, p.oid), ...p, expiresAtEpoch } }),
  );
}

/** Removes and returns the pending row; undefined when none was issued (or it was already committed). */
export async function claimPendingUpload(containerAppId: string, oid: string): Promise<PendingUpload | undefined> {
  try {
    const r = await dynamo().send(
      new DeleteCommand({
        TableName: tableName('payloads'),
        Key: key(containerAppId, oid),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    const a = r.Attributes ?? {};
    return {
      oid,
      locator: String(a['locator']),
      providerId: String(a['providerId']),
      fileName: String(a['fileName']),
      contentType: String(a['contentType']),
      urlExpiresAt: String(a['urlExpiresAt']),
    };
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

/** Puts a claimed row back when the commit could not finish, so the client may retry it. */
export async function releasePendingUpload(containerAppId: string, p: PendingUpload): Promise<void> {
  await recordPendingUpload(containerAppId, p);
}
