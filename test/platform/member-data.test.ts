import { getTableName, is, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema/index';
import {
  ERASURE,
  KEPT_ON_ERASURE,
} from '../../src/server/features/account-deletion/account-deletion.service';
import { MEMBER_READS } from '../../src/server/features/data-export/member-reads.service';

// Member data is accounted for (DECISIONS 70): every column of the schema that holds a member's id
// is read by the data export, emptied by the account deletion, or kept on purpose with a reason.
// The export's reads and the deletion's steps are the lists their services run, so what this
// check reads is what they do.

const DECISION = 'docs/decisions/0070-member-data-accounted-for.md';
const WHAT_TO_DO =
  'read it in the export (MEMBER_READS, src/server/features/data-export/member-reads.service.ts), ' +
  'empty it on account deletion (ERASURE, src/server/features/account-deletion/account-deletion.service.ts), ' +
  `or keep it with a reason (KEPT_ON_ERASURE, the same file); see ${DECISION}`;

/**
 * Columns named like a reference (`…_id`, `…_by`) without a foreign key that hold no member's id,
 * with what they hold. An unkeyed reference column must be here or in one of the lists above: the
 * schema alone cannot say whose id it holds.
 */
const NOT_MEMBER_IDS: Record<string, string> = {
  'badges.public_id': "the badge's own id in links",
  'compliments.public_id': "the compliment's own id in links",
  'compliment_seen_counts.compliment_id': 'a compliment (no key, DECISIONS 40)',
  'deliveries.compliment_id': 'a compliment (no key, DECISIONS 40)',
  'moderation_log.compliment_id': 'a compliment; the log outlives it',
  'passkeys.credential_id': "the browser's name for the credential",
  'push_subscriptions.public_id': "the device's own id in the API",
  'recovery_codes.key_id': 'the id of an ENCRYPTION_KEYS key',
};

/** `table.column`, as the database spells both (the schema's keys are camelCase). */
function nameOf(column: Column): string {
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  return `${getTableName(column.table)}.${name}`;
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const users = tables.find((table) => getTableName(table) === 'users')!;
const columns = tables.flatMap((table) => getTableConfig(table).columns.map(nameOf));
/** Each column with a foreign key, and whether the key is to users. */
const foreignKeys = new Map(
  tables.flatMap((table) =>
    getTableConfig(table).foreignKeys.flatMap((key) => {
      const reference = key.reference();
      return reference.columns.map((column): [string, boolean] => [
        nameOf(column),
        reference.foreignTable === users,
      ]);
    }),
  ),
);
/** Named like a reference (`…_id`, `…_by`) with no foreign key to say what it references. */
const unkeyedReferences = columns.filter(
  (name) => /_(id|by)$/.test(name) && !name.endsWith('.id') && !foreignKeys.has(name),
);

const exported = new Set(Object.values(MEMBER_READS).flatMap((read) => read.columns.map(nameOf)));
const erased = new Set(ERASURE.flatMap((step) => step.columns.map(nameOf)));
const kept = new Map(KEPT_ON_ERASURE.map(({ column, reason }) => [nameOf(column), reason]));
const declared = new Set([...exported, ...erased, ...kept.keys()]);

/**
 * Each column that holds a member's id, with how the schema says so: the member's own row, a
 * foreign key to users, or an unkeyed reference the export or the deletion declares.
 */
const memberColumns = new Map<string, string>([
  ['users.id', "the member's own row"],
  ...[...foreignKeys]
    .filter(([, toUsers]) => toUsers)
    .map(([name]): [string, string] => [name, 'references users.id']),
  ...unkeyedReferences
    .filter((name) => declared.has(name))
    .map((name): [string, string] => [name, 'a member id with no foreign key']),
]);

describe('member data is accounted for (DECISIONS 70)', () => {
  it('reads every table of the schema and the member columns it declares, keyed or not', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(memberColumns.get('sessions.user_id')).toBe('references users.id');
    expect(memberColumns.get('compliments.thanker_id')).toBe('references users.id');
    expect(memberColumns.get('deliveries.receiver_id')).toBe('a member id with no foreign key');
    expect(memberColumns.get('admin_audit_log.target_id')).toBe('a member id with no foreign key');
    expect(memberColumns.has('compliment_cards.image_id')).toBe(false);
  });

  it('every column holding a member id is exported, emptied on deletion, or kept with a reason', () => {
    const unaccounted = [...memberColumns]
      .filter(([name]) => !declared.has(name))
      .map(([name, how]) => `${name} (${how}): ${WHAT_TO_DO}`);
    expect(unaccounted, 'member data nobody decided on').toEqual([]);
  });

  it('every reference column without a foreign key is known to hold a member id or not', () => {
    const unknown = unkeyedReferences
      .filter((name) => !declared.has(name) && !(name in NOT_MEMBER_IDS))
      .map(
        (name) =>
          `${name} has no foreign key, so the schema cannot say whose id it holds. If a ` +
          `member's: ${WHAT_TO_DO}. If not: add it to NOT_MEMBER_IDS in this file with what it holds.`,
      );
    expect(unknown, 'unkeyed references nobody classified').toEqual([]);
  });

  it('declares only member columns, none both emptied and kept, each kept one with its reason', () => {
    const notMember = [...declared].filter((name) => !memberColumns.has(name));
    expect(notMember, 'declared, but the schema holds no member id there').toEqual([]);
    const both = [...erased].filter((name) => kept.has(name));
    expect(both, 'both emptied and kept on deletion').toEqual([]);
    const stale = Object.keys(NOT_MEMBER_IDS).filter((name) => !unkeyedReferences.includes(name));
    expect(stale, 'NOT_MEMBER_IDS names what is no longer an unkeyed reference').toEqual([]);
    for (const [name, reason] of kept) expect(reason.length, name).toBeGreaterThan(20);
  });
});
