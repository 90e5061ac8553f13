/**
 * A module's texts edited from the browser (issue "Staff operations" item 5; training-program.md §3 "Module" (the
 * modules table); docs/decisions/0017): staff edit a module's title, description and introduction in /admin. The
 * edit marks the module `staff_edited_at`, so a content reload (features/course/content-sync.ts) leaves these three
 * texts as staff wrote them; it is recorded as `module.edited` by the admin who made it, in its transaction, and an
 * edit that changes nothing records nothing. Staff's edits of quiz questions are course-edits.ts.
 *
 * Throws `AppError` with code `module_not_found`.
 */
import { and, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { adminRequestMessages as m } from '@shared/messages/admin';
import type { AdminModule, EditModuleBody } from '@shared/schemas/admin';
import { isUuid } from '@shared/schemas/uuid';
import type { Db } from '../../db/client';
import { modules } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit/record';
import { changingCourse } from '../course/catalog';
import { findAdminModule } from './service';

/** The texts of a module staff edit. */
const MODULE_FIELDS = ['title', 'description', 'introduction'] as const;

/**
 * `PATCH /admin/modules/:moduleId`: sets the module's title, description and introduction that `body` names and
 * marks the module staff-edited, so a reload of the course files keeps these three texts (and still updates the
 * rest of the module). Recorded as `module.edited` with the names of the texts changed (and the new title); sending
 * the texts the module has changes and records nothing.
 *
 * @returns the module as the admin area shows it.
 * @throws {AppError} 404 `module_not_found` unless `moduleId` names an active module.
 */
export async function editModuleTexts(
  db: Db,
  actor: StaffActor,
  moduleId: string,
  body: EditModuleBody,
): Promise<AdminModule> {
  return changingCourse(
    db,
    db.transaction(async (tx) => {
      const [current] = isUuid(moduleId)
        ? await tx
            .select({
              id: modules.id,
              monthNumber: modules.monthNumber,
              title: modules.title,
              description: modules.description,
              introduction: modules.introduction,
            })
            .from(modules)
            .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)))
            .for('update')
        : [];
      if (!current) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
      const changes: Partial<Record<(typeof MODULE_FIELDS)[number], string>> = {};
      for (const field of MODULE_FIELDS) {
        const value = body[field];
        if (value !== undefined && value !== current[field]) changes[field] = value;
      }
      const changed = MODULE_FIELDS.filter((field) => field in changes);
      if (changed.length > 0) {
        await tx
          .update(modules)
          .set({ ...changes, staffEditedAt: new Date() })
          .where(eq(modules.id, current.id));
        await recordStaffAction(tx, actor, {
          kind: 'module.edited',
          details: {
            moduleId: current.id,
            monthNumber: current.monthNumber,
            changed,
            ...(changes.title === undefined ? {} : { title: changes.title }),
          },
        });
      }
      return findAdminModule(tx, current.id);
    }),
  );
}
