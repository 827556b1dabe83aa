import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { API_AREAS, apiAreaOf } from '../src/definitions/api-areas.ts';
import { apiTemplates } from './support/synth.ts';

const row = (name: string, path: string): RouteDefinition => ({ ...routes[0], name, path });

describe('API areas', () => {
  it('give every row of the route table a nested stack', () => {
    const areas = new Set(routes.map((route) => apiAreaOf(route)));

    expect([...areas].sort()).toEqual(Object.keys(API_AREAS).sort());
  });

  it('list each path segment once', () => {
    const segments = Object.values(API_AREAS).flat();

    expect(new Set(segments).size).toBe(segments.length);
  });

  it('refuse a route under a path segment no area lists, saying where to add it', () => {
    const place = () => apiAreaOf(row('list-boats', '/api/boats'));

    expect(place).toThrow(
      'no API area lists the path segment "boats"; add it to one in infra/src/definitions/api-areas.ts',
    );
  });

  it('keep existing functions where they are when a route is added: other stacks unchanged, logical ids kept', () => {
    const before = [
      row('list-plans', '/api/plans'),
      row('list-orders', '/api/orders'),
      row('list-users', '/api/users'),
    ];
    const after = [...before.slice(0, 1), row('list-plan-ideas', '/api/plans/ideas'), ...before.slice(1)];
    const templateOf = (stacks: ReturnType<typeof apiTemplates>, id: string) =>
      stacks.nested.find((nested) => nested.id === id)?.template.toJSON();

    const [old, grown] = [apiTemplates(before), apiTemplates(after)];

    expect(templateOf(grown, 'Accounts')).toEqual(templateOf(old, 'Accounts'));
    expect(templateOf(grown, 'Admin')).toEqual(templateOf(old, 'Admin'));
    const oldIds = Object.keys(templateOf(old, 'Catalogue')?.Resources ?? {});
    const grownIds = Object.keys(templateOf(grown, 'Catalogue')?.Resources ?? {});
    expect(grownIds).toEqual(expect.arrayContaining(oldIds));
    expect(grownIds.length - oldIds.length).toBe(7);
  });
});
