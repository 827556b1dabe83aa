import { describe, expect, it } from 'vitest';
import { shopTemplates } from './support/synth.ts';

/** CloudFormation refuses a template with more than 500 resources, or 200 parameters or outputs. */
const CLOUDFORMATION_LIMITS = { resources: 500, parameters: 200, outputs: 200 };
/** Room to grow: about 20 more routes (7 resources each) in any one area before it needs splitting. */
const NESTED_STACK_CEILING = 350;
/**
 * The parent gains two alarms per ten routes, plus each event worker (its function, failed-event queue and alarm);
 * 153 today with the plan-import worker, so 200 leaves room for a few more and stays far from the limit.
 */
const PARENT_CEILING = 200;

const countsOf = (template: ReturnType<typeof shopTemplates>['parent']) => {
  const json = template.toJSON();
  return {
    resources: Object.keys(json.Resources ?? {}).length,
    parameters: Object.keys(json.Parameters ?? {}).length,
    outputs: Object.keys(json.Outputs ?? {}).length,
  };
};

describe('the size of each template', () => {
  // With a contact and alarm email: the settings that add the most resources.
  const stacks = shopTemplates({ contactEmail: 'hello@example.com', alarmEmail: 'ops@example.com' });

  it('keeps the parent stack well under CloudFormation’s resource limit', () => {
    const parent = countsOf(stacks.parent);

    expect(parent.resources).toBeLessThanOrEqual(PARENT_CEILING);
    expect(parent.outputs).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.outputs);
  });

  it.each(stacks.nested.map((nested) => [nested.id, nested] as const))(
    'keeps the %s API stack under the ceiling that leaves room for new routes, and within every limit',
    (_, nested) => {
      const counts = countsOf(nested.template);

      expect(counts.resources).toBeGreaterThan(0);
      expect(counts.resources).toBeLessThanOrEqual(NESTED_STACK_CEILING);
      expect(counts.parameters).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.parameters);
      expect(counts.outputs).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.outputs);
    },
  );
});
