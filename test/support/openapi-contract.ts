import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import type Test from 'supertest/lib/test';
import type TestAgent from 'supertest/lib/agent';
import { createOpenApiDocument } from '../../server/src/openapi';

/** One answer as a test received it. */
export interface Answer {
  method: string;
  /** As requested: path and query. */
  url: string;
  status: number;
  /** The `Content-Type` header, if any. */
  contentType: string | undefined;
  /** The parsed JSON body (`undefined` when the answer had none). */
  body: unknown;
  /** Whether any bytes of body came back. */
  hasBody: boolean;
}

interface Operation {
  method: string;
  template: string;
  segments: string[];
  pointer: string;
  responses: Record<string, { content?: Record<string, { schema?: object }> } | undefined>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const DOCUMENT_ID = 'kandy-park-openapi';
const ERROR_SCHEMA = '#/components/schemas/ErrorResponse';

/** A JSON pointer's tokens, escaped (RFC 6901). */
const pointerOf = (...tokens: string[]): string =>
  `#/${tokens.map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

const mediaTypeOf = (contentType: string | undefined): string | undefined =>
  contentType?.split(';')[0]?.trim().toLowerCase() || undefined;

const isJson = (mediaType: string): boolean => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * The OpenAPI document as a judge of answers: every answer must have a documented status, a documented content
 * type, and a JSON body valid against that answer's schema (binary, CSV and calendar answers are judged by content
 * type only). Schemas are JSON Schema 2020-12 (OpenAPI 3.1), compiled by Ajv when first needed and kept, so each
 * compiles once in a process. A request that matches no operation is judged only under `/api`: it must be an error
 * with the body every error has.
 */
export class OpenApiContract {
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[];
  private readonly compiled = new Map<string, ValidateFunction>();
  /** Where each schema object sits in the document, to name the rule an answer broke. */
  private readonly pointers = new Map<object, string>();

  constructor(document: OpenAPIObject) {
    // Strict: a keyword the validator does not know (such as a 3.0 `nullable` left in a 3.1 document) fails the
    // compile instead of being ignored. OpenAPI's own annotations and `x-` extensions are declared as keywords
    // that check nothing. `verbose` hands each error its schema object, found again in `pointers`.
    this.ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, inlineRefs: false, verbose: true });
    addFormats(this.ajv);
    const extensions = new Set<string>();
    indexObjects({ paths: document.paths, components: document.components }, '#', (node, pointer) => {
      this.pointers.set(node, pointer);
      for (const key of Object.keys(node)) if (key.startsWith('x-')) extensions.add(key);
    });
    this.ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'paths', 'components', ...extensions]);
    this.ajv.addSchema({ $id: DOCUMENT_ID, paths: document.paths, components: document.components });
    this.operations = Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method: method.toUpperCase(),
        template,
        segments: template.split('/'),
        pointer: pointerOf('paths', template, method),
        responses: item[method]!.responses as Operation['responses'],
      })),
    );
  }

  /** What is wrong with the answer, in a sentence that names the route, the status and the schema path; or nothing. */
  problemsOf(answer: Answer): string | undefined {
    const path = answer.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path === '/api/docs' || path.startsWith('/api/docs/')) return undefined;
    const operation = this.operationOf(answer.method, path);
    if (!operation) {
      if (answer.status < 400) {
        return `${answer.method} ${path} answered ${answer.status}, but the OpenAPI document has no such operation`;
      }
      return this.bodyProblem(answer, `${answer.method} ${path} (no such operation)`, ERROR_SCHEMA);
    }
    const route = `${operation.method} ${operation.template} (requested ${answer.method} ${answer.url})`;
    const key =
      [String(answer.status), `${String(answer.status)[0]}XX`].find((status) => operation.responses[status]) ??
      (answer.status >= 400 && operation.responses.default ? 'default' : undefined);
    if (!key) {
      return `${route} answered ${answer.status}, a status the OpenAPI document does not give at ${operation.pointer}/responses`;
    }
    const response = operation.responses[key]!;
    const responsePointer = `${operation.pointer}/responses/${key}`;
    if (answer.method === 'HEAD' || answer.status === 204 || answer.status === 304) return undefined;
    const mediaType = mediaTypeOf(answer.contentType);
    if (!response.content) {
      return answer.hasBody
        ? `${route} answered ${answer.status} with a body (${mediaType ?? 'no content type'}), but ${responsePointer} describes none`
        : undefined;
    }
    const documented = Object.keys(response.content);
    const match = documented.find(
      (type) =>
        type === mediaType || type === '*/*' || (type.endsWith('/*') && mediaType?.startsWith(type.slice(0, -1))),
    );
    if (!mediaType || !match) {
      return `${route} answered ${answer.status} as ${mediaType ?? 'no content type'}, but ${responsePointer} gives only ${documented.join(', ')}`;
    }
    if (!isJson(mediaType) || !response.content[match]?.schema) return undefined;
    return this.bodyProblem(
      answer,
      `${route}`,
      pointerOf(
        'paths',
        operation.template,
        operation.method.toLowerCase(),
        'responses',
        key,
        'content',
        match,
        'schema',
      ),
    );
  }

  /** Compiles every response schema the document gives: a schema the validator cannot read fails here, once. */
  compileAll(): number {
    for (const operation of this.operations) {
      for (const [key, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response?.content ?? {})) {
          if (isJson(type) && media.schema) {
            this.validatorAt(
              pointerOf(
                'paths',
                operation.template,
                operation.method.toLowerCase(),
                'responses',
                key,
                'content',
                type,
                'schema',
              ),
            );
          }
        }
      }
    }
    return this.compiled.size;
  }

  /**
   * The operation a request reaches, as the router picks it: among the templates that fit, a fixed segment wins
   * over a parameter at the first place they differ (`/api/bookings/availability/{venueName}` before `{id}`).
   * HEAD is answered by the GET route.
   */
  private operationOf(method: string, path: string): Operation | undefined {
    const segments = path.split('/');
    const fits = this.operations.filter(
      (operation) =>
        (operation.method === method || (method === 'HEAD' && operation.method === 'GET')) &&
        operation.segments.length === segments.length &&
        operation.segments.every((part, i) => part === segments[i] || (/^\{.+\}$/.test(part) && segments[i] !== '')),
    );
    const fixed = (operation: Operation) =>
      operation.segments.map((part) => (part.startsWith('{') ? '1' : '0')).join('');
    return fits.sort((a, b) => fixed(a).localeCompare(fixed(b)))[0];
  }

  private bodyProblem(answer: Answer, route: string, schemaPointer: string): string | undefined {
    if (!isJson(mediaTypeOf(answer.contentType) ?? '')) {
      return `${route} answered ${answer.status} as ${answer.contentType ?? 'no content type'}, not JSON as ${schemaPointer} says`;
    }
    const validate = this.validatorAt(schemaPointer);
    if (validate(answer.body)) return undefined;
    return `${route} answered ${answer.status} with a body that breaks the OpenAPI document's ${schemaPointer}:\n${this.describeErrors(validate.errors ?? [])}`;
  }

  /** Ajv's errors, one a line: where in the body, what is wrong, and where in the document the rule is written. */
  private describeErrors(errors: ErrorObject[]): string {
    const lines = errors.map((error) => {
      const allowed = error.keyword === 'enum' ? ` ${JSON.stringify(error.schema)}` : '';
      const owner = typeof error.parentSchema === 'object' ? this.pointers.get(error.parentSchema) : undefined;
      const rule = owner ? `${owner}/${error.keyword}` : error.schemaPath;
      return `  body${error.instancePath || ' itself'}: ${error.message ?? error.keyword}${allowed} (schema path ${rule})`;
    });
    return [...new Set(lines)].slice(0, 12).join('\n');
  }

  private validatorAt(schemaPointer: string): ValidateFunction {
    let validate = this.compiled.get(schemaPointer);
    if (!validate) {
      validate = this.ajv.getSchema(`${DOCUMENT_ID}${schemaPointer}`);
      if (!validate) throw new Error(`the OpenAPI document has no schema at ${schemaPointer}`);
      this.compiled.set(schemaPointer, validate);
    }
    return validate;
  }
}

/** Calls `visit` with every object in `node` and its JSON pointer. */
function indexObjects(node: unknown, pointer: string, visit: (node: object, pointer: string) => void): void {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) visit(node, pointer);
  for (const [key, value] of Object.entries(node)) {
    indexObjects(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}

let contract: OpenApiContract | undefined;

/** The contract of the app's own document, made once per test file (every test app describes the same API). */
export function contractOf(app: NestFastifyApplication): OpenApiContract {
  contract ??= new OpenApiContract(createOpenApiDocument(app));
  return contract;
}

const AGENT_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * Makes every request of the agent hold its answer to the contract: the check runs as the request's first
 * expectation, so a test that awaits the answer (or calls `.expect` / `.end`) fails with the contract's sentence.
 */
export function checkedAgent(agent: TestAgent, checked: OpenApiContract): TestAgent {
  for (const method of AGENT_METHODS) {
    const send = agent[method].bind(agent) as (url: string) => Test;
    agent[method] = ((url: string) => {
      const test = send(url);
      return test.expect((response: Response) => {
        const problem = checked.problemsOf(answerOf(method.toUpperCase(), url, response));
        if (problem) throw new Error(problem);
      });
    }) as TestAgent[typeof method];
  }
  return agent;
}

function answerOf(method: string, url: string, response: Response): Answer {
  const contentType = response.headers['content-type'] as string | undefined;
  const length = Number(response.headers['content-length'] ?? NaN);
  const text = (response as Response & { text?: unknown }).text;
  const hasBody =
    (typeof text === 'string' && text.length > 0) ||
    Buffer.isBuffer(response.body) ||
    (Number.isFinite(length) && length > 0);
  return { method, url, status: response.status, contentType, body: response.body as unknown, hasBody };
}
