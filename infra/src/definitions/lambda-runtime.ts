import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';

/** What every shop function runs on (shop-function.ts); the preflight asks whether the region offers it. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;
export const FUNCTION_ARCHITECTURE = Architecture.ARM_64;
