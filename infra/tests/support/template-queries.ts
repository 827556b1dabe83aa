import { ENV_NAMES } from '@shop/lambdas/config/env';
import type { Template } from 'aws-cdk-lib/assertions';

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };
type Ref = { Ref: string };
type GetAtt = { 'Fn::GetAtt': [string, string] };

export function resourcesOfType(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** Functions carrying the environment every shop handler reads; CDK's helper functions have none of it. */
export function shopFunctions(template: Template): Record<string, Resource> {
  return Object.fromEntries(
    Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).filter(([, fn]) => {
      const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
      return variables !== undefined && ENV_NAMES.tableName in variables;
    }),
  );
}

export function routesWithKey(template: Template, routeKey: string): Resource[] {
  return Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).filter(
    (route) => route.Properties.RouteKey === routeKey,
  );
}

/** The logical id of the function an API route invokes (route -> integration -> function ARN). */
export function functionIdBehindRoute(template: Template, route: Resource): string {
  const target = route.Properties.Target as { 'Fn::Join': [string, [string, Ref]] };
  const integrationId = target['Fn::Join'][1][1].Ref;
  const integration = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration')[integrationId];
  return (integration.Properties.IntegrationUri as GetAtt)['Fn::GetAtt'][0];
}

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** The statements of the inline policies attached to a function's role. */
export function statementsGrantedTo(template: Template, functionId: string): Statement[] {
  const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId];
  const roleId = (fn.Properties.Role as GetAtt)['Fn::GetAtt'][0];
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as Ref[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** Every IAM action granted to a function's role by inline policies. */
export function actionsGrantedTo(template: Template, functionId: string): string[] {
  return statementsGrantedTo(template, functionId).flatMap((statement) => [statement.Action].flat());
}

export function functionIdNamed(template: Template, functionName: string): string {
  const ids = Object.entries(shopFunctions(template))
    .filter(([, fn]) => fn.Properties.FunctionName === functionName)
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`Expected one function named ${functionName}, found ${ids.length}`);
  return ids[0];
}
