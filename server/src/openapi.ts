import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { DocumentBuilder, getSchemaPath, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ALLOWED_BEFORE_PASSWORD_CHANGE, IS_PUBLIC, ROLES } from './common/auth.decorators';
import { ErrorResponse } from './common/error-response.dto';
import type { PublicCacheRouteConfig } from './common/public-cache/public-cache.decorator';
import { RATE_LIMIT } from './common/rate-limit';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseObject = { description: string; content?: unknown };

/** Operation ids read as `bookingsList`, `newsCreate`: controller and method, stable as long as the code is. */
const operationIdOf = (controllerKey: string, methodKey: string): string =>
  `${controllerKey.replace(/Controller$/, '').replace(/^./, (c) => c.toLowerCase())}${methodKey.replace(/^./, (c) => c.toUpperCase())}`;

/** What the guards in front of a route decide by, read from the same metadata they read. */
interface Access {
  isPublic: boolean;
  roles: string[];
  beforePasswordChange: boolean;
  rateLimited: boolean;
  /** `@PublicCache`: a visitor's repeated read with a matching `If-None-Match` is answered 304. */
  publicCache: boolean;
}

/**
 * The API's OpenAPI document: the contract the client's types are generated from (`npm run api:types`), linted by
 * Redocly's recommended rules in `npm test` (`redocly.yaml`). OpenAPI 3.1, whose schemas are JSON Schema: a property
 * that can be null is `anyOf: [its schema, { type: 'null' }]` (or `type: [..., 'null']`), which every validator reads
 * the same way; 3.0's `nullable: true` beside `allOf: [$ref]` lets the referenced object refuse null. The API tests
 * hold every answer they receive to this document (test/support/openapi-contract.ts).
 */
export function createOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Kandy Cultural Park API')
      .setDescription(
        'Public website and staff dashboard API. Staff routes need `Authorization: Bearer <token>` from POST /api/admin/login.',
      )
      .setVersion('1.0')
      .setOpenAPIVersion('3.1.0')
      .setLicense('Proprietary: Kandy Cultural Park', 'https://kandypark.lk')
      .addServer('/', 'The server this document was read from')
      .addBearerAuth()
      .build(),
    { extraModels: [ErrorResponse], operationIdFactory: operationIdOf },
  );
  describeAccess(document, accessByOperation(app));
  describeErrors(document);
  return document;
}

/** Every route's `Access`, by its operation id. */
function accessByOperation(app: NestFastifyApplication): Map<string, Access> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const access = new Map<string, Access>();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller) continue;
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name] as object;
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
      const read = <T>(key: string): T | undefined =>
        (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);
      access.set(operationIdOf(controller.name, name), {
        isPublic: read<boolean>(IS_PUBLIC) === true,
        roles: read<string[]>(ROLES) ?? [],
        beforePasswordChange: read<boolean>(ALLOWED_BEFORE_PASSWORD_CHANGE) === true,
        rateLimited: read<string>(RATE_LIMIT) !== undefined,
        publicCache: read<PublicCacheRouteConfig>(FASTIFY_ROUTE_CONFIG_METADATA)?.publicCache !== undefined,
      });
    }
  }
  return access;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operations(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((path) =>
    METHODS.map((method) => path[method]).filter((operation) => operation !== undefined),
  );
}

/** Adds `description` to the operation's answer `status`, or makes that answer. */
function addAnswer(operation: OperationObject, status: string, description: string): void {
  const existing = operation.responses[status] as ResponseObject | undefined;
  if (!existing) operation.responses[status] = { description };
  else if (!existing.description.includes(description)) existing.description += `; ${description.toLowerCase()}`;
}

/**
 * What the guards answer, described from what they decide by, so the document cannot drift from them: the global
 * JWT guard (deny by default: a bearer token, 401), the password-change guard and `@Roles` (403), the rate limits
 * (429); 400 wherever the route takes input (the validation pipe names the field); 304 where the public answer
 * cache answers a conditional read. Public routes say `security: []`.
 */
function describeAccess(document: OpenAPIObject, access: Map<string, Access>): void {
  for (const operation of operations(document)) {
    const route = access.get(operation.operationId ?? '');
    if (!route) throw new Error(`no route found for the operation ${operation.operationId}`);
    if (operation.parameters?.length || operation.requestBody) {
      addAnswer(operation, '400', 'The input is not valid: the message names the field');
    }
    if (route.publicCache) {
      addAnswer(
        operation,
        '304',
        'Not modified: the answer whose ETag the request sent in `If-None-Match` still holds',
      );
    }
    if (route.rateLimited) {
      addAnswer(operation, '429', 'Too many requests from this client: the message says when to try again');
    }
    if (route.isPublic) {
      operation.security = [];
      continue;
    }
    operation.security = [{ bearer: [] }];
    addAnswer(operation, '401', 'No valid staff token (missing, expired, signed out, or its account changed)');
    if (!route.beforePasswordChange) {
      addAnswer(operation, '403', 'The account must first replace a password someone else chose');
    }
    if (route.roles.length > 0) addAnswer(operation, '403', `Only ${route.roles.join(' or ')} accounts can do this`);
  }
}

/**
 * Every error answer has one shape, whatever the route (`AllExceptionsFilter`): the error responses a route names
 * get `ErrorResponse` as their body, and every route gets it as its `default` response (503 while the database is
 * unreachable, 500).
 */
function describeErrors(document: OpenAPIObject): void {
  const content = { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponse) } } };
  for (const operation of operations(document)) {
    for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
      if (Number(status) >= 400 && !('$ref' in response)) response.content ??= content;
    }
    operation.responses.default ??= { description: 'Any other error', content };
  }
}
