/**
 * The CDK app: `npm run synth` (offline), `cdk deploy -c env=dev 'Portal-dev-*'` for a whole
 * environment, or one domain's stack alone, e.g. `cdk deploy -c env=prod Portal-prod-Api-account`.
 */
import { App } from 'aws-cdk-lib';
import { addNagChecks } from '../src/nag';
import { addPortalEnvironment, selectedEnvironments } from '../src/portal-app';

const app = new App();
const env =
  process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
    ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
    : undefined;
for (const portal of selectedEnvironments(app)) addPortalEnvironment(app, portal, env);
addNagChecks(app);
app.synth();
