import type { Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { ACTIONS, MESSAGES, ROLES, roleAllows, type Role } from '@bestelklaar/domain';
import { PermissionGuard } from '../src/common/auth/permission.guard';
import { Forbidden } from '../src/common/errors/app-error';
import { routeTable as allRoutes, type Route } from './support/route-table';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const routeTable = () => allRoutes(t);

/** The guard as Nest runs it, on a request of a member with `role` for `route`. */
function guardAnswer(route: Route, role: Role | undefined): true | Forbidden {
  const request = { user: role ? { accountId: 'a', tokenId: 't', expiresAt: new Date(), role } : undefined };
  const context = {
    getHandler: () => route.handler,
    getClass: () => route.controller,
    switchToHttp: () => ({ getRequest: () => request }),
  } as never;
  try {
    return new PermissionGuard(new Reflector()).canActivate(context) as true;
  } catch (error) {
    if (error instanceof Forbidden) return error;
    throw error;
  }
}

describe('who may do what', () => {
  it('declares, on every route that needs a session, the one action it performs', () => {
    const routes = routeTable();
    const admin = routes.filter(({ operation }) => operation.includes(' /api/admin/'));
    expect(admin.length).toBeGreaterThan(60);
    const undeclared = routes
      .filter(({ isPublic, action }) => !isPublic && !action)
      .map((route) => route.operation);
    expect(undeclared).toEqual([]);
    for (const { action } of routes) if (action) expect(ACTIONS).toContain(action);
    // Signing up, logging in (both steps) and accepting an invitation are the only admin routes open without a session.
    expect(
      admin
        .filter(({ isPublic }) => isPublic)
        .map(({ operation }) => operation)
        .sort(),
    ).toEqual([
      'POST /api/admin/auth/invitations/accept',
      'POST /api/admin/auth/login',
      'POST /api/admin/auth/login/two-factor',
      'POST /api/admin/auth/signup',
    ]);
  });

  it('lets a role through exactly where the table allows it, and refuses the rest in Dutch', () => {
    const routes = routeTable().filter(({ isPublic }) => !isPublic);
    for (const route of routes)
      for (const role of ROLES) {
        const answer = guardAnswer(route, role);
        if (roleAllows(role, route.action!)) expect(answer, `${role} ${route.operation}`).toBe(true);
        else expect((answer as Forbidden).message, `${role} ${route.operation}`).toBe(MESSAGES.roleRefused);
      }
    // A counter colleague handles orders but never refunds them; an accountant exports but changes nothing.
    const refund = routes.find(({ operation }) => operation === 'POST /api/admin/orders/:id/refunds')!;
    expect(guardAnswer(refund, 'medewerker')).toBeInstanceOf(Forbidden);
    const ready = routes.find(({ operation }) => operation === 'PUT /api/admin/orders/:id/mark-ready')!;
    expect(guardAnswer(ready, 'medewerker')).toBe(true);
    expect(guardAnswer(ready, 'boekhouder')).toBeInstanceOf(Forbidden);
  });

  it('refuses a route that needs a session but declares nothing, and a request without a member', () => {
    const undeclared = {
      operation: 'GET /api/admin/x',
      isPublic: false,
      action: undefined,
      handler: () => 0,
      controller: class {} as Type<unknown>,
    };
    expect(guardAnswer(undeclared, 'eigenaar')).toBeInstanceOf(Forbidden);
    const settings = routeTable().find(({ operation }) => operation === 'GET /api/admin/account/settings')!;
    expect(guardAnswer(settings, undefined)).toBeInstanceOf(Forbidden);
  });

  it('tells API clients the action of each route and its 403', async () => {
    const document = (await t.http.get('/api/openapi.json').expect(200)).body as {
      paths: Record<
        string,
        Record<string, { 'x-required-action'?: string; responses: Record<string, unknown> }>
      >;
    };
    const declared = routeTable().filter(({ action }) => action);
    for (const { operation, action } of declared) {
      const [method, path] = operation.split(' ');
      const described = document.paths[path!.replace(/:(\w+)/g, '{$1}')]?.[method!.toLowerCase()];
      expect(described?.['x-required-action'], operation).toBe(action);
      expect(Object.keys(described!.responses), operation).toContain('403');
    }
  });
});
