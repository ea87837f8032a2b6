import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IS_PUBLIC, ROLES } from '../../server/src/common/auth.decorators';
import type { AdminRole } from '../../server/src/database/schema';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With the global prefix and `:params`, e.g. `/api/bookings/:id/status`. */
  path: string;
  isPublic: boolean;
  roles: AdminRole[];
  /** `METHOD path`, the key tests use for bodies and parameters. */
  key: string;
  /** What the handler reads from the request (its `@Body()`, `@Query()`, `@Param()` arguments). */
  reads: { body: boolean; query: boolean; params: boolean };
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every HTTP route of the running app, read from the controllers' own metadata (what Nest registers with
 * Fastify), so a route added tomorrow is in tomorrow's tables without anyone listing it.
 */
export function listRoutes(app: NestFastifyApplication): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller) continue;
    const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    const classPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
    const classRoles = (Reflect.getMetadata(ROLES, controller) as AdminRole[] | undefined) ?? [];
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      const verb = RequestMethod[method] as Route['method'];
      const full = join('api', base, path);
      const args = Object.keys(
        (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) as Record<string, unknown> | undefined) ?? {},
      ).map((key) => Number(key.split(':')[0]));
      routes.push({
        method: verb,
        path: full,
        isPublic: (Reflect.getMetadata(IS_PUBLIC, handler) as boolean | undefined) ?? classPublic,
        roles: (Reflect.getMetadata(ROLES, handler) as AdminRole[] | undefined) ?? classRoles,
        key: `${verb} ${full}`,
        reads: {
          body: args.includes(RouteParamtypes.BODY),
          query: args.includes(RouteParamtypes.QUERY),
          params: args.includes(RouteParamtypes.PARAM),
        },
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** Fills `:name` parameters from `values` (by the parameter's name, or `path:name` for one route). */
export function fillPath(route: Route, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[`${route.path}:${name}`] ?? values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${route.key}`);
    return encodeURIComponent(value);
  });
}
