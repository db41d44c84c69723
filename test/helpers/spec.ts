/** Validates real answers against the OpenAPI document the app serves. */
import { strict as assert } from 'node:assert';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
  description?: string;
  security?: unknown[];
}

/** The served document, compiled once per app. */
export class SpecValidator {
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  /** How many answers were checked against a 200 schema. */
  checked200 = 0;

  private constructor(readonly document: { paths: Record<string, Record<string, Operation>>; servers: { url: string }[]; info: { version: string }; components: object }) {}

  /** Fetches /api/v1/openapi.json from the app. */
  static async load(app: FastifyInstance): Promise<SpecValidator> {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    assert.equal(response.statusCode, 200);
    return new SpecValidator(response.json());
  }

  /** The document's path template matching a concrete API url, if any. */
  templateOf(url: string): string | undefined {
    const path = url.split('?')[0]?.replace(/^\/api\/v1/, '') ?? '';
    return Object.keys(this.document.paths).find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
  }

  /** Asserts that an answer matches the schema the document declares for it. */
  check(method: string, url: string, status: number, body: unknown): void {
    const template = this.templateOf(url);
    if (!url.startsWith('/api/v1/') || template === undefined) return;
    const operation = this.document.paths[template]?.[method.toLowerCase()];
    if (!operation) return;
    const declared = operation.responses[String(status)];
    assert.ok(declared, `${method} ${template} answered ${status}, which the document does not declare`);
    const schema = declared?.content?.['application/json']?.schema;
    if (!schema) return;
    const key = `${method} ${template} ${status}`;
    let validate = this.validators.get(key);
    // `$ref`s point into #/components: compile with the document's components at the root so they resolve.
    if (!validate) this.validators.set(key, (validate = this.ajv.compile({ allOf: [schema], components: this.document.components })));
    assert.ok(validate(body), `${key} does not match the served OpenAPI document: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
    if (status === 200) this.checked200 += 1;
  }
}
