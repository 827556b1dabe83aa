import { ENV_NAMES } from '@shop/lambdas/config/env';
import type { Template } from 'aws-cdk-lib/assertions';
import { everyTemplate, type StackTemplates } from './stack-templates.ts';

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

/** A resource, its logical id and the template that holds it (the parent's or a nested stack's). */
export interface Located {
  template: Template;
  id: string;
  resource: Resource;
}

export function resourcesAcross(stacks: StackTemplates, type: string): Located[] {
  return everyTemplate(stacks).flatMap((template) =>
    Object.entries(resourcesOfType(template, type)).map(([id, resource]) => ({ template, id, resource })),
  );
}

export function shopFunctionsAcross(stacks: StackTemplates): Located[] {
  return everyTemplate(stacks).flatMap((template) =>
    Object.entries(shopFunctions(template)).map(([id, resource]) => ({ template, id, resource })),
  );
}

export function routesAcross(stacks: StackTemplates, routeKey: string): Located[] {
  return resourcesAcross(stacks, 'AWS::ApiGatewayV2::Route').filter(
    ({ resource }) => resource.Properties.RouteKey === routeKey,
  );
}

/** The one shop function with that name, in whichever template holds it. */
export function functionNamed(stacks: StackTemplates, functionName: string): Located {
  const found = shopFunctionsAcross(stacks).filter(({ resource }) => resource.Properties.FunctionName === functionName);
  if (found.length !== 1) throw new Error(`Expected one function named ${functionName}, found ${found.length}`);
  return found[0];
}

/**
 * A value from a template in the parent's terms: a nested stack's parameters replaced by what the parent
 * passes them (e.g. {Ref: referencetoShopStack...} -> {Ref: AuthUserPool...}).
 */
export function inParentTerms(stacks: StackTemplates, template: Template, value: unknown): unknown {
  const nested = stacks.nested.find((candidate) => candidate.template === template);
  if (!nested) return value;
  const passed = resourcesOfType(stacks.parent, 'AWS::CloudFormation::Stack')[nested.logicalId].Properties
    .Parameters as Record<string, unknown>;
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as Partial<Ref>).Ref;
    if (typeof ref === 'string' && Object.keys(node).length === 1 && ref in passed) return passed[ref];
    return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, replace(inner)]));
  };
  return replace(value);
}

/**
 * The resource a parent-side expression names: {Ref: id} or {Fn::GetAtt: [id, attribute]} in the parent,
 * or a nested stack's output ({Fn::GetAtt: [nestedStackId, 'Outputs.X']}) that is one of those.
 */
export function resolveFromParent(stacks: StackTemplates, value: unknown): Located | undefined {
  const target = (expression: unknown): { id: string; attribute?: string } | undefined => {
    const ref = (expression as Partial<Ref> | undefined)?.Ref;
    if (typeof ref === 'string') return { id: ref };
    const getAtt = (expression as Partial<GetAtt> | undefined)?.['Fn::GetAtt'];
    return getAtt ? { id: getAtt[0], attribute: getAtt[1] } : undefined;
  };
  const inParent = target(value);
  if (!inParent) return undefined;
  const nested = stacks.nested.find((candidate) => candidate.logicalId === inParent.id);
  if (!nested || !inParent.attribute?.startsWith('Outputs.')) {
    const resource = (stacks.parent.toJSON().Resources as Record<string, Resource>)[inParent.id];
    return resource && { template: stacks.parent, id: inParent.id, resource };
  }
  const outputs = nested.template.toJSON().Outputs as Record<string, { Value: unknown }>;
  const inNested = target(outputs[inParent.attribute.slice('Outputs.'.length)]?.Value);
  const resource = inNested && (nested.template.toJSON().Resources as Record<string, Resource>)[inNested.id];
  return resource && inNested && { template: nested.template, id: inNested.id, resource };
}
