import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@shop/lambdas/db/table-design';
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type ITable,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

export interface DataProps {
  /**
   * An existing table to use instead of the stack's own (the restore drill's table, docs/operations.md). It must have
   * the keys and indexes of table-design.ts, which a point-in-time restore of the stack's table has.
   */
  existingTableName?: string;
}

/** The single table, keyed exactly as lambdas/src/db/table-design.ts describes. */
export class Data extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    if (props.existingTableName) {
      // Imported, so CloudFormation neither changes nor owns it; grants still reach its indexes.
      this.table = Table.fromTableAttributes(this, 'Table', {
        tableName: props.existingTableName,
        globalIndexes: GSIS.map((gsi) => gsi.name),
        grantIndexPermissions: true,
      });
      return;
    }
    const table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partition, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sort, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      // Retained on a stack delete, and refused deletion by anyone else: orders are the shop's books.
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
      // Sweeps rate-limit counters and ad event markers, which would otherwise grow forever.
      timeToLiveAttribute: TTL_ATTRIBUTE,
    });
    for (const gsi of GSIS) {
      table.addGlobalSecondaryIndex({
        indexName: gsi.name,
        partitionKey: { name: gsi.partition, type: AttributeType.STRING },
        sortKey: { name: gsi.sort, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    this.table = table;
  }
}
