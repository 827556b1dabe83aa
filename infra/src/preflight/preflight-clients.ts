import { AccountClient } from '@aws-sdk/client-account';
import { ACMClient } from '@aws-sdk/client-acm';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';

/** The clients the checks take, for one region, with the shell's credentials (profile, SSO, environment). */
export interface RegionClients {
  sts: STSClient;
  account: AccountClient;
  ssm: SSMClient;
  ses: SESv2Client;
  lambda: LambdaClient;
  acm: ACMClient;
}

export type ClientsFor = (region: string) => RegionClients;

/** One set of clients per region, made on first use; `destroy` closes their sockets. */
export function awsClients(): { clientsFor: ClientsFor; destroy(): void } {
  const made = new Map<string, RegionClients>();
  const clientsFor = (region: string) => {
    let clients = made.get(region);
    if (!clients) {
      // Two attempts and short timeouts: a preflight should answer in seconds, and a network failure then
      // shows as a failed check rather than a hang.
      const options = {
        region,
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
      };
      clients = {
        sts: new STSClient(options),
        account: new AccountClient(options),
        ssm: new SSMClient(options),
        ses: new SESv2Client(options),
        lambda: new LambdaClient(options),
        acm: new ACMClient(options),
      };
      made.set(region, clients);
    }
    return clients;
  };
  return {
    clientsFor,
    destroy: () => {
      for (const clients of made.values()) for (const client of Object.values(clients)) client.destroy();
    },
  };
}
