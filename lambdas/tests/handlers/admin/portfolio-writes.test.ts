import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/portfolio/create-portfolio-item.ts';
import { handler as deleteHandler } from '../../../src/handlers/admin/portfolio/delete-portfolio-item.ts';
import { handler as updateHandler } from '../../../src/handlers/admin/portfolio/update-portfolio-item.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { withClaims } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, auditItems, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

/*
 * What creating, changing and deleting a project does to the portfolio and the trail is checked on the domain
 * functions against the in-memory portfolio (tests/domain/portfolio/manage-portfolio.test.ts), and how the table
 * stores it in tests/repositories/portfolio-contract.test.ts; these are the routes' own duties: who may write, what
 * a body may hold.
 */
beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
});

describe('POST /api/portfolio', () => {
  it('creates a project with defaults, credited to the verified caller, never to the x-user-email header', async () => {
    // Prepare: the header the old client sent names someone else; it must not matter.
    db.on(PutCommand).resolves({});
    const event = apiEvent({
      method: 'POST',
      routeKey: 'POST /api/portfolio',
      path: '/api/portfolio',
      headers: { 'x-user-email': 'intruder@example.com' },
      body: JSON.stringify({ title: 'Courtyard Villa, Sakumono', design_image: '/images/portfolio/new/d.png' }),
    });

    // Act
    const result = await answerOf(createHandler, withClaims(event, ADMIN));

    // Assess
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      title: 'Courtyard Villa, Sakumono',
      status: 'in-progress',
      category: '',
      current_image: null,
    });
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({
      actor_email: ADMIN.email,
      action: 'portfolio.create',
    });
  });

  it.each([
    ['no title', { summary: 'x' }, 'title'],
    ['an image from a script address', { title: 'A', design_image: 'javascript:alert(1)' }, 'design_image'],
    ['a status outside the two', { title: 'A', status: 'planned' }, 'status'],
  ])('refuses %s (400) and writes nothing', async (_, body, field) => {
    const result = await callAs(createHandler, { method: 'POST', route: '/api/portfolio', body, as: ADMIN });

    expect(result.status).toBe(400);
    expect(result.body.fields).toHaveProperty(field);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    [
      'a __proto__ name',
      '{"title":"A","specifications":{"__proto__":"x"}}',
      'Specification name cannot be __proto__, constructor, prototype',
    ],
    [
      'a constructor name',
      '{"title":"A","specifications":{"constructor":"x"}}',
      'Specification name cannot be __proto__, constructor, prototype',
    ],
    ['a blank name', '{"title":"A","specifications":{"  ":"x"}}', 'Specification name is required'],
    [
      '400 KB of rows',
      JSON.stringify({
        title: 'A',
        specifications: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`Row ${i}`, 'v'.repeat(200)])),
      }),
      'At most 30 specifications',
    ],
    [
      'a 61-character name',
      JSON.stringify({ title: 'A', specifications: { ['n'.repeat(61)]: 'x' } }),
      'Specification name must be at most 60 characters',
    ],
    [
      'a 201-character value',
      JSON.stringify({ title: 'A', specifications: { Floors: 'v'.repeat(201) } }),
      'Specification "Floors" must be at most 200 characters',
    ],
  ])('refuses specifications with %s (400 on the field) and writes nothing', async (_, body, message) => {
    // Prepare: raw JSON, as a client sends it (an object literal would turn "__proto__" into a prototype).
    const event = apiEvent({ method: 'POST', routeKey: 'POST /api/portfolio', path: '/api/portfolio', body });

    // Act
    const result = await answerOf(createHandler, withClaims(event, ADMIN));

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ specifications: message });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('keeps 30 specifications at the limits, names trimmed', async () => {
    db.on(PutCommand).resolves({});
    const specifications = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [` ${String(i).padStart(60, 'n')} `, 'v'.repeat(200)]),
    );

    const result = await callAs(createHandler, {
      method: 'POST',
      route: '/api/portfolio',
      body: { title: 'A', specifications },
      as: ADMIN,
    });

    expect(result.status).toBe(201);
    expect(Object.keys(result.body.specifications as object)).toHaveLength(30);
    expect(Object.keys(result.body.specifications as object)[0]).toBe('0'.padStart(60, 'n'));
  });

  it('refuses a buyer even with an admin email in x-user-email (403)', async () => {
    const event = apiEvent({
      method: 'POST',
      routeKey: 'POST /api/portfolio',
      path: '/api/portfolio',
      headers: { 'x-user-email': 'admin@example.com' },
      body: JSON.stringify({ title: 'A' }),
    });

    const result = await answerOf(createHandler, withClaims(event, BUYER));

    expect(result.status).toBe(403);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('PUT and DELETE /api/portfolio/{id}', () => {
  it('refuses a __proto__ specification on update too (400) and writes nothing', async () => {
    const event = apiEvent({
      method: 'PUT',
      routeKey: 'PUT /api/portfolio/{id}',
      path: '/api/portfolio/p1',
      params: { id: 'p1' },
      body: '{"specifications":{"__proto__":{"polluted":true}}}',
    });

    const result = await answerOf(updateHandler, withClaims(event, ADMIN));

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({
      specifications: 'Specification name cannot be __proto__, constructor, prototype',
    });
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a buyer deleting a project (403), deleting nothing', async () => {
    const result = await callAs(deleteHandler, {
      method: 'DELETE',
      route: '/api/portfolio/{id}',
      params: { id: 'p1' },
      as: BUYER,
    });

    expect(result.status).toBe(403);
    expect(db.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
