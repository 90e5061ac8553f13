/**
 * The revision of a learner's record (`learner_revisions`, raised by the triggers of migration 0010; docs/decisions
 * 0014): 0 until the learner's first write.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { learnerRevisions } from './schema/index';

/** `coalesce((select revision ...), 0)`: the revision of the learner whose user id is `userId` (a column or SQL). */
export function learnerRevisionOf(userId: SQLWrapper) {
  return sql<number>`coalesce((select ${learnerRevisions.revision} from ${learnerRevisions} where ${learnerRevisions.userId} = ${userId}), 0)`;
}
