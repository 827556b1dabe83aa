import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@shop/lambdas/db/table-design';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/** The single table, keyed exactly as lambdas/src/db/table-design.ts describes. */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partition, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sort, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // Sweeps rate-limit counters and ad event markers, which would otherwise grow forever.
      timeToLiveAttribute: TTL_ATTRIBUTE,
    });
    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.name,
        partitionKey: { name: gsi.partition, type: AttributeType.STRING },
        sortKey: { name: gsi.sort, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
