import { App } from 'aws-cdk-lib';
import { defineDeployableShop } from '../src/deployable-shop.ts';
import { WEB_DIST_DIR } from '../src/paths.ts';

// Every synth and deploy stops on an unexplained cdk-nag finding (inside defineDeployableShop).
defineDeployableShop(new App(), process.env, WEB_DIST_DIR);
