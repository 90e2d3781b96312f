import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { Action } from '@bestelklaar/domain';
import { IS_PUBLIC } from '../../src/common/auth/public.decorator';
import { REQUIRED_ACTION } from '../../src/common/auth/requires.decorator';
import type { TestApp } from './test-app';

export interface Route {
  /** `GET /api/admin/orders/:id` */
  operation: string;
  isPublic: boolean;
  action: Action | undefined;
  handler: object;
  controller: Type<unknown>;
}

/** Every route of every controller, with what it declares, read from Nest's own metadata. */
export function routeTable(t: TestApp): Route[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values())
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type<unknown>;
      for (const name of scanner.getAllMethodNames(controller.prototype as object)) {
        const handler = (controller.prototype as Record<string, object>)[name]!;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const path = [
          Reflect.getMetadata(PATH_METADATA, controller),
          Reflect.getMetadata(PATH_METADATA, handler),
        ]
          .map((part: string) => part.replace(/^\/|\/$/g, ''))
          .filter((part) => part !== '')
          .join('/');
        const targets = [handler as () => void, controller];
        routes.push({
          operation: `${method} /api/${path}`,
          isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
          action: reflector.getAllAndOverride<Action | undefined>(REQUIRED_ACTION, targets),
          handler,
          controller,
        });
      }
    }
  return routes;
}
