import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../../core/errors.js';
import { customerKey, purchasePrefix } from '../../core/store/billing-keys.js';
import { isConditionFailure } from '../../core/store/errors.js';
import { accountPk, profileKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';
import { type BillingState, billingState, customerLookup, type PurchaseItem, purchaseItem } from './items.js';

/** Reads of the account side of billing: its state on the profile, its customer, its purchases. */

export async function readBillingState({ ddb, tableName }: TableDeps, accountId: string): Promise<BillingState> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
  );
  if (!Item) throw notFound('Account not found.');
  return billingState.parse(Item);
}

/**
 * Stores the account's Stripe customer id once. If a concurrent first checkout stored another one first, that
 * one wins and is returned (the Stripe call is idempotent per account, so both normally agree).
 */
export async function saveCustomerId(
  { ddb, tableName }: TableDeps,
  accountId: string,
  customerId: string,
): Promise<string> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(accountId),
        UpdateExpression: 'SET stripeCustomerId = :cid',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(stripeCustomerId)',
        ExpressionAttributeValues: { ':cid': customerId },
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const state = await readBillingState({ ddb, tableName }, accountId);
    if (!state.stripeCustomerId) throw error;
    return state.stripeCustomerId;
  }
}

export async function accountOfCustomer(
  { ddb, tableName }: TableDeps,
  customerId: string,
): Promise<string | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: tableName, Key: customerKey(customerId), ConsistentRead: true }),
  );
  return Item ? customerLookup.parse(Item).accountId : undefined;
}

/** The account's purchases, newest first. */
export async function listPurchases(
  { ddb, tableName }: TableDeps,
  accountId: string,
  limit = 50,
): Promise<PurchaseItem[]> {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': accountPk(accountId), ':prefix': purchasePrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => purchaseItem.parse(item));
}
