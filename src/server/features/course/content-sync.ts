/**
 * Writing the course's content to the database (training-program.md §3; docs/decisions/0009, 0010, 0017): rows are
 * matched by their `key`, so editing a file and restarting updates the course in place and never touches a
 * learner's enrolment, progress or attempts. What the admin area sets wins over the files: a video or worksheet
 * chosen from the storage buckets, a quiz made there and questions added there are never replaced, and what staff
 * edited there is kept as they left it. The files are read and checked by content.ts, which also decides when a
 * start-up writes them.
 */
import path from 'node:path';
import { and, eq, isNotNull, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courses, moduleResources, modules, quizQuestions, quizzes } from '../../db/schema/index';
import { changingCourse } from './catalog';
import type { LearningContent } from './content-schema';
import { contentFileRef } from './file-refs';

/**
 * Keeps what the admin area set: `column` takes the file's value only while `judge` (the column itself, or the
 * video's for its captions and length) is empty or still names a content file.
 */
const unlessAdminSet = (column: AnyPgColumn, judge: AnyPgColumn = column) =>
  sql`case when ${judge} is null or ${judge} like 'content/%' then excluded.${sql.identifier(column.name)} else ${column} end`;

/** Keeps a module's text as staff left it: `column` takes the file's value only while staff never edited the module. */
const unlessStaffEdited = (column: AnyPgColumn) =>
  sql`case when ${modules.staffEditedAt} is null then excluded.${sql.identifier(column.name)} else ${column} end`;

/**
 * Writes `content` to the database in one transaction, matching rows by key: new rows are inserted, existing ones
 * updated in place (their ids, and so every learner's progress and attempts, stay), modules and content questions
 * no longer in the files are marked inactive (kept for the learners' history), resources are replaced. A video or
 * worksheet an admin chose, an admin-made quiz and admin-added questions stay as they are; so do the texts of a
 * module staff edited and every question staff edited, moved, retired or deleted (decision 0017). A question new
 * in the files goes after the questions staff ordered, and a quiz with staff-edited questions is kept even when its
 * file drops the quiz.
 *
 * @returns the course's id.
 */
export async function syncLearningContent(db: Db, content: LearningContent): Promise<string> {
  return changingCourse(
    db,
    db.transaction(async (tx) => {
      const { course } = content;
      const courseValues = {
        title: course.title,
        description: course.description,
        durationMonths: course.durationMonths,
        status: course.status,
        unlockRule: course.unlock,
        attemptsPerRound: course.quizAttempts.perRound,
        roundWaitHours: course.quizAttempts.waitHours,
        updatedAt: new Date(),
      };
      const [courseRow] = await tx
        .insert(courses)
        .values({ key: course.key, ...courseValues })
        .onConflictDoUpdate({ target: courses.key, set: courseValues })
        .returning({ id: courses.id });
      const courseId = courseRow!.id;

      const keptModules: string[] = [];
      for (const file of content.modules) {
        const worksheet = file.resources[0];
        const values = {
          courseId,
          key: file.key,
          title: file.title,
          description: file.description,
          introduction: file.introduction,
          monthNumber: file.month,
          weekNumber: file.week,
          hours: file.hours,
          content: file.content,
          videoUrl: file.video ? contentFileRef('media', file.video) : null,
          captionsUrl: file.captions ? contentFileRef('media', file.captions) : null,
          videoSeconds: file.videoSeconds ?? null,
          worksheetUrl: worksheet ? contentFileRef('resources', worksheet.file) : null,
          worksheetPrompts: file.worksheet,
          pressKitPrompts: file.pressKitPrompts,
          isActive: true,
        };
        const [moduleRow] = await tx
          .insert(modules)
          .values(values)
          .onConflictDoUpdate({
            target: [modules.courseId, modules.key],
            set: {
              // Staff's edits of these three in /admin outlast a reload (decision 0017).
              title: unlessStaffEdited(modules.title),
              description: unlessStaffEdited(modules.description),
              introduction: unlessStaffEdited(modules.introduction),
              monthNumber: values.monthNumber,
              weekNumber: values.weekNumber,
              hours: values.hours,
              content: values.content,
              worksheetPrompts: values.worksheetPrompts,
              pressKitPrompts: values.pressKitPrompts,
              // Captions and length belong to the content video: they follow the video's column.
              captionsUrl: unlessAdminSet(modules.captionsUrl, modules.videoUrl),
              videoSeconds: unlessAdminSet(modules.videoSeconds, modules.videoUrl),
              videoUrl: unlessAdminSet(modules.videoUrl),
              worksheetUrl: unlessAdminSet(modules.worksheetUrl),
              isActive: true,
            },
          })
          .returning({ id: modules.id });
        const moduleId = moduleRow!.id;
        keptModules.push(file.key);

        await tx.delete(moduleResources).where(eq(moduleResources.moduleId, moduleId));
        if (file.resources.length > 0)
          await tx.insert(moduleResources).values(
            file.resources.map((resource, index) => ({
              moduleId,
              title: resource.title,
              description: resource.description,
              fileType: path.extname(resource.file).slice(1).toUpperCase(),
              fileName: resource.file,
              orderIndex: index + 1,
            })),
          );

        if (!file.quiz) {
          await tx
            .delete(quizzes)
            .where(
              and(
                eq(quizzes.moduleId, moduleId),
                eq(quizzes.source, 'content'),
                sql`not exists (select 1 from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id} and ${quizQuestions.staffEditedAt} is not null)`,
              ),
            );
          continue;
        }
        const quizValues = {
          moduleId,
          title: file.quiz.title,
          description: file.quiz.description,
          passingScore: file.quiz.passingScore,
          maxAttempts: course.quizAttempts.perRound,
          source: 'content' as const,
        };
        const [quizRow] = await tx
          .insert(quizzes)
          .values(quizValues)
          .onConflictDoUpdate({
            target: quizzes.moduleId,
            set: quizValues,
            setWhere: eq(quizzes.source, 'content'),
          })
          .returning({ id: quizzes.id });
        // An admin-made quiz for this module: the file's questions are not added to it.
        if (!quizRow) continue;
        const quizId = quizRow.id;
        // Once staff edited or ordered questions of this quiz, a question new in the file goes after theirs.
        const existing = await tx
          .select({ key: quizQuestions.key })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quizId), isNotNull(quizQuestions.key)));
        const knownKeys = new Set(existing.map((row) => row.key));
        const [staffOrder] = await tx
          .select({ highest: max(quizQuestions.orderIndex) })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quizId), isNotNull(quizQuestions.staffEditedAt)));
        let appendAt = staffOrder?.highest ?? null;
        for (const [index, question] of file.quiz.questions.entries()) {
          const questionValues = {
            quizId,
            key: question.key,
            question: question.question,
            options: question.options,
            correctAnswer: question.answer,
            explanation: question.explanation ?? null,
            points: question.points,
            orderIndex: index + 1,
            isActive: true,
          };
          if (appendAt !== null && !knownKeys.has(question.key)) questionValues.orderIndex = appendAt += 1;
          await tx
            .insert(quizQuestions)
            .values(questionValues)
            .onConflictDoUpdate({
              target: [quizQuestions.quizId, quizQuestions.key],
              set: questionValues,
              // A question staff edited, moved, retired or deleted stays exactly as they left it.
              setWhere: isNull(quizQuestions.staffEditedAt),
            });
        }
        await tx
          .update(quizQuestions)
          .set({ isActive: false })
          .where(
            and(
              eq(quizQuestions.quizId, quizId),
              isNotNull(quizQuestions.key),
              isNull(quizQuestions.staffEditedAt),
              notInArray(
                quizQuestions.key,
                file.quiz.questions.map((q) => q.key),
              ),
            ),
          );
      }
      await tx
        .update(modules)
        .set({ isActive: false })
        .where(
          keptModules.length > 0
            ? and(eq(modules.courseId, courseId), notInArray(modules.key, keptModules))
            : eq(modules.courseId, courseId),
        );
      return courseId;
    }),
  );
}
