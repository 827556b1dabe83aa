import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

/** A nested stack's template and where it sits in its parent. */
export interface NestedTemplate {
  /** Its construct id: the API area. */
  id: string;
  /** The logical id of its AWS::CloudFormation::Stack resource in the parent template. */
  logicalId: string;
  template: Template;
}

/** A stack's template and those of its nested stacks. */
export interface StackTemplates {
  parent: Template;
  nested: NestedTemplate[];
}

export function templatesOf(stack: Stack): StackTemplates {
  const parent = Template.fromStack(stack);
  const nested = stack.node
    .findAll()
    .filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct))
    .filter((nestedStack) => nestedStack.nestedStackParent === stack)
    .map((nestedStack) => ({
      id: nestedStack.node.id,
      logicalId: stack.resolve((nestedStack.nestedStackResource as { logicalId: string }).logicalId) as string,
      template: Template.fromStack(nestedStack),
    }));
  return { parent, nested };
}

export function everyTemplate(stacks: StackTemplates): Template[] {
  return [stacks.parent, ...stacks.nested.map((nested) => nested.template)];
}
