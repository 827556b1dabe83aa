import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** What DynamoDB throws when a write's condition does not hold. */
export function conditionFailed(): ConditionalCheckFailedException {
  return new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
}
