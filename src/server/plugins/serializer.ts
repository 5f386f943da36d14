// Answers are written by fast-json-stringify, compiled once per route from the route's zod response
// schema. zod's encode-then-JSON.stringify (fastify-type-provider-zod's serializer) took longer than
// all the rest of a small answer's work (DECISIONS 15); a compiled serializer writes only the
// declared properties, so nothing a schema does not name (an email, a hash) can leave either way.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type Schema } from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonNode = Record<string, unknown>;

/** Keywords that only validate or describe: a serializer has nothing to do with them. */
const VALIDATION_ONLY = new Set([
  '$schema',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'propertyNames',
  'description',
  // fast-json-stringify would write a default for a missing property; zod's output has none.
  'default',
]);

/** Keywords whose meaning a compiled serializer would not reproduce exactly as zod does. */
const UNSUPPORTED = new Set(['anyOf', 'oneOf', 'allOf', 'not', '$ref', '$defs', 'prefixItems']);

class Unsupported extends Error {}

const isObject = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON Schema with validation keywords dropped and `T | null` written as `nullable`, the form
 * fast-json-stringify compiles without running a validator per answer. Anything else it cannot
 * write plainly (unions, references) throws, and the route keeps zod's serializer.
 */
function toSerializable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toSerializable);
  if (!isObject(node)) return node;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(node).length === 1) {
    const nullAt = branches.findIndex(
      (branch) => isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1,
    );
    if (nullAt >= 0) {
      const other = toSerializable(branches[1 - nullAt]);
      if (isObject(other)) return { ...other, nullable: true };
    }
  }
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (UNSUPPORTED.has(key)) throw new Unsupported(key);
    if (VALIDATION_ONLY.has(key)) continue;
    out[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([name, sub]) => [name, toSerializable(sub)]),
          )
        : toSerializable(value);
  }
  return out;
}

const zodSerializer = createSerializerCompiler({});

/** fast-json-stringify's writer for a response schema, or null when zod must write it. */
function compiledWriter(schema: z.ZodType): ((data: unknown) => string) | null {
  let json: unknown;
  try {
    json = toSerializable(
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', cycles: 'throw' }),
    );
  } catch {
    // Transforms, unions and the like: zod writes these answers itself.
    return null;
  }
  return fastJson(json as Schema);
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) =>
  compiledWriter(route.schema) ?? zodSerializer(route);

/**
 * The writer a route with this response schema gets, for an answer written outside Fastify (the
 * fast lane), so both write the same bytes.
 */
export function answerWriter(schema: z.ZodType): (data: unknown) => string {
  const writer = compiledWriter(schema);
  if (!writer) throw new Error('this schema has no compiled writer');
  return writer;
}
