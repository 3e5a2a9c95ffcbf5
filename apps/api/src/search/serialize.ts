import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response bodies written by a serializer compiled once per contract schema, instead of a zod
 * parse of our own output on every request (fastify-type-provider-zod's serializer) followed by
 * JSON.stringify. The plan comes from the contract's JSON Schema (`z.toJSONSchema`, output side):
 * a copy with only the keys the contract names, in the contract's order, optional ones left out
 * when undefined, then one JSON.stringify: the same bytes zod's encode + JSON.stringify gave,
 * which serialize.test.ts checks on real answers. Values are not validated here: the contract
 * tests parse every response.
 */
export type Serialize = (value: unknown) => string;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  [keyword: string]: unknown;
}

/** A schema this compiler does not plan for (a record, a union, a reference, a transform): zod serializes it. */
export class UnsupportedSchemaError extends Error {}

/** Keywords that only constrain values: a serializer that does not validate ignores them. */
const CONSTRAINTS = new Set([
  '$schema',
  'title',
  'description',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'default',
  'examples',
]);

/** Keywords that give the shape a plan follows. */
const STRUCTURE = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'anyOf']);

/** What a plan does to one value: the value with only the contract's keys, in the contract's order. */
type Project = (value: unknown) => unknown;

/** A leaf (string, number, boolean, null) goes to JSON.stringify as it is. */
const leaf: Project = (value) => value;

function plan(schema: JsonSchema, at: string): Project {
  const unknown = Object.keys(schema).filter((k) => !CONSTRAINTS.has(k) && !STRUCTURE.has(k));
  if (unknown.length) throw new UnsupportedSchemaError(`${at}: ${unknown.join(', ')}`);

  if (schema.anyOf) {
    // Only `X | null` (zod's nullable); any other union needs validation to pick its branch.
    const nonNull = schema.anyOf.filter((s) => s.type !== 'null');
    if (schema.anyOf.length !== 2 || nonNull.length !== 1 || schema.type !== undefined)
      throw new UnsupportedSchemaError(`${at}: a union`);
    const inner = plan(nonNull[0]!, at);
    return inner === leaf ? leaf : (value) => (value === null ? null : inner(value));
  }

  switch (schema.type) {
    case 'object': {
      if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
        throw new UnsupportedSchemaError(`${at}: additional properties`);
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([key, property]) => ({
        key,
        required: required.has(key),
        project: plan(property, `${at}.${key}`),
      }));
      return (value) => {
        if (typeof value !== 'object' || value === null) throw new TypeError(`${at} is not an object`);
        const record = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const field of fields) {
          const v = record[field.key];
          if (v === undefined) {
            if (field.required) throw new TypeError(`${at}.${field.key} is required`);
            continue;
          }
          out[field.key] = field.project(v);
        }
        return out;
      };
    }
    case 'array': {
      if (Array.isArray(schema.items) || schema.items === undefined)
        throw new UnsupportedSchemaError(`${at}: a tuple or untyped array`);
      const item = plan(schema.items, `${at}[]`);
      return (value) => {
        if (!Array.isArray(value)) throw new TypeError(`${at} is not an array`);
        return item === leaf ? value : value.map(item);
      };
    }
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return leaf;
    default:
      throw new UnsupportedSchemaError(`${at}: type ${JSON.stringify(schema.type)}`);
  }
}

/** The serializer of a contract schema; throws UnsupportedSchemaError for shapes it does not plan. */
export function compileSerializer(schema: z.core.$ZodType): Serialize {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  } catch (err) {
    // A transform or another shape JSON Schema cannot say.
    throw new UnsupportedSchemaError(String(err));
  }
  const project = plan(json, '$');
  // V8's JSON.stringify writes a plain object faster than string building in JS does.
  return (value) => JSON.stringify(project(value));
}

/**
 * The search routes' serializer compiler: a compiled serializer per response schema, zod's own
 * for a schema it does not plan (so a new route can use any contract and still be answered).
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = (route) => {
  const schema = route.schema;
  if (schema instanceof z.core.$ZodType) {
    try {
      return compileSerializer(schema);
    } catch (err) {
      if (!(err instanceof UnsupportedSchemaError)) throw err;
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};

/**
 * A serialized body with one slot for a per-request string (a fresh query id): everything else
 * is written once and kept, the slot filled per request.
 */
export class SlottedBody {
  constructor(
    private readonly head: string,
    private readonly tail: string,
  ) {}

  with(value: string): string {
    return this.head + JSON.stringify(value) + this.tail;
  }
}

/**
 * What stands for the slot while the body is serialized: no answer text holds control characters
 * around it, and the split below checks that it is there exactly once.
 */
export const SLOT = '\u0000slot\u0000';

/** Splits a body serialized with SLOT in one place; undefined when SLOT is not there exactly once. */
export function slotted(serialized: string): SlottedBody | undefined {
  const marker = JSON.stringify(SLOT);
  const at = serialized.indexOf(marker);
  if (at === -1 || serialized.indexOf(marker, at + 1) !== -1) return undefined;
  return new SlottedBody(serialized.slice(0, at), serialized.slice(at + marker.length));
}

/** The content type Fastify gives the JSON bodies it serializes. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a body already serialized (by the compiled serializer, or from the answer cache): with
 * a JSON content type set, Fastify sends a string as it is.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(json);
}
