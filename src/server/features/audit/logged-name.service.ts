// How the audit and moderation logs name an account, deleted ones included (DECISIONS 59).
import { sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_NAME } from '../../../contract/account-deletion-messages';
import { users } from '../../db/schema/index';

/**
 * The name as an SQL literal rather than a parameter, so a SELECT DISTINCT can also ORDER BY the
 * expression (two parameters would make two different expressions).
 */
const DELETED_NAME_LITERAL = sql.raw(`'${DELETED_ACCOUNT_NAME.replaceAll("'", "''")}'::text`);

/**
 * The name the audit and moderation logs show for an account: its username, or "Deleted account"
 * once it was deleted or anonymised (the username then holds a placeholder).
 */
export const loggedAccountName = () =>
  sql<string | null>`case when ${users.deletedAt} is not null then ${DELETED_NAME_LITERAL}
    else ${users.username} end`;
