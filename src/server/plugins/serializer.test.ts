// The compiled answer writer: the same JSON as zod's encoder for what a schema declares, nothing
// it does not declare, and zod itself where a schema is more than plain shapes.
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RandomComplimentSchema } from '../../contract/compliments';
import { serializerCompiler } from './serializer';

type Route = Parameters<typeof serializerCompiler>[0];
const route = (schema: z.ZodType): Route =>
  ({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as Route;
const compiled = (schema: z.ZodType) => serializerCompiler(route(schema));
const byZod = (schema: z.ZodType) => createSerializerCompiler({})(route(schema));

describe('answer serializer', () => {
  it('writes a random compliment exactly as zod does, leaving out undeclared fields at every depth', () => {
    const answer = {
      id: 7,
      publicId: '0b7c3a1e-5d2f-4c8a-9e61-3f2a7b9c4d10',
      text: 'You make the world kinder.',
      language: 'en',
      thankedAt: null,
      authorEmail: 'author@example.com',
      image: {
        id: 3,
        imageUrl: '/media/abc',
        title: 'Calm sea',
        width: 1440,
        height: 960,
        storagePath: '/secret',
        sources: [{ type: 'image/webp', srcset: '/media/abc/480.webp 480w', bytes: 123 }],
      },
    };
    const json = compiled(RandomComplimentSchema)(answer);
    expect(json).toBe(byZod(RandomComplimentSchema)(answer));
    expect(JSON.parse(json)).toEqual({
      id: 7,
      publicId: '0b7c3a1e-5d2f-4c8a-9e61-3f2a7b9c4d10',
      text: 'You make the world kinder.',
      language: 'en',
      thankedAt: null,
      image: {
        id: 3,
        imageUrl: '/media/abc',
        title: 'Calm sea',
        width: 1440,
        height: 960,
        sources: [{ type: 'image/webp', srcset: '/media/abc/480.webp 480w' }],
      },
    });
  });

  it('writes nullable objects, optional fields, arrays of objects and escapes as zod does', () => {
    const schema = z.object({
      when: z.iso.datetime().nullable(),
      owner: z.object({ name: z.string() }).nullable(),
      note: z.string().optional(),
      tags: z.array(z.object({ label: z.string(), count: z.number().int() })),
      status: z.enum(['active', 'paused']),
      ok: z.literal(true),
    });
    for (const value of [
      { when: null, owner: null, tags: [], status: 'active', ok: true },
      {
        when: '2026-11-25T10:00:00.000Z',
        owner: { name: 'Kim', email: 'kim@example.com' },
        note: 'hello "there"\n',
        tags: [{ label: 'a', count: 2, hidden: 1 }],
        status: 'paused',
        ok: true,
      },
    ]) {
      // Optional fields may come after the required ones: the same JSON, in another order.
      expect(JSON.parse(compiled(schema)(value))).toStrictEqual(JSON.parse(byZod(schema)(value)));
    }
  });

  it('leaves unions to zod, which refuses an answer that does not fit', () => {
    const union = z.union([z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]);
    expect(compiled(union)({ kind: 'b', extra: 1 })).toBe('{"kind":"b"}');
    expect(() => compiled(union)({ kind: 'c' })).toThrow();
  });

  it('refuses an answer that lacks a required field instead of writing it half', () => {
    expect(() =>
      compiled(RandomComplimentSchema)({ id: 1, thankedAt: null, image: null }),
    ).toThrow();
  });
});
