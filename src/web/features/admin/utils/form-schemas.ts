/**
 * The admin area's form schemas: what each form holds (the controls' text) and what it sends (the shared body the
 * server validates again). Built on the shared rules: `bucketFileProblem` for a chosen file (§5 "Uploads"),
 * `bucketFileNameProblem` for a new name (§5 "Rename"), `createQuizBodySchema` and the rules of
 * `addQuestionBodySchema` for the quiz forms (§5 "Admin new quiz question": 'Please fill all fields', points at
 * least 1).
 */
import { z } from 'zod/mini';
import { ADMIN_QUESTION_LIMITS, ADMIN_QUIZ_LIMITS, type ProgramBucket } from '@shared/limits/admin';
import { adminRequestMessages as m } from '@shared/messages/admin';
import {
  createQuizBodySchema,
  editModuleBodySchema,
  type AddQuestionBody,
  type AdminQuestion,
  type CreateQuizBody,
  type EditModuleBody,
} from '@shared/schemas/admin';
import { requiredText } from '@shared/schemas/text';
import { bucketFileNameProblem, bucketFileProblem } from '@shared/storage/buckets';

/** The upload form's control: the file input's list. */
export interface UploadFormValues {
  file: FileList | null;
}

/** The upload form of `bucket`: one chosen file, refused before sending with the §5 message for its type or size. */
export function uploadFormSchema(bucket: ProgramBucket) {
  return z.strictObject({
    file: z.pipe(
      z.custom<FileList | null>(),
      z.transform((files: FileList | null, ctx) => {
        const file = files?.[0] ?? null;
        const problem = file ? bucketFileProblem(bucket, file) : m.fileRequired;
        if (!problem) return file!;
        ctx.issues.push({ code: 'custom', input: files, message: problem });
        return z.NEVER;
      }),
    ),
  }) as z.ZodMiniType<{ file: File }, UploadFormValues>;
}

/** The rename form's control. */
export interface RenameFormValues {
  name: string;
}

/** The rename form: a name the bucket accepts (the server adds the extension when it has no dot). */
export const renameFormSchema = z.strictObject({
  name: z.pipe(
    z.string().check(
      z.refine((name) => bucketFileNameProblem(name) === null, {
        error: (issue) => bucketFileNameProblem(String(issue.input)) ?? m.fileNameInvalid,
      }),
    ),
    z.transform((name: string) => name.trim()),
  ),
}) as z.ZodMiniType<{ name: string }, RenameFormValues>;

/** The text of a whole-number control as a number; '' and text that is not a number give NaN (refused). */
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The create-quiz form's controls. */
export interface CreateQuizFormValues {
  moduleId: string;
  passingScore: string;
  maxAttempts: string;
  description: string;
}

/** The create-quiz form: the shared body, from the controls' text. */
export const createQuizFormSchema = z.pipe(
  z.transform((values: CreateQuizFormValues): z.input<typeof createQuizBodySchema> => ({
    moduleId: values.moduleId,
    passingScore: asNumber(values.passingScore),
    maxAttempts: asNumber(values.maxAttempts),
    description: values.description,
  })),
  createQuizBodySchema,
) as unknown as z.ZodMiniType<CreateQuizBody, CreateQuizFormValues>;

/** The create-quiz form's starting values (§9 "Default quiz: passing_score 70, max_attempts 3"). */
export const EMPTY_QUIZ_FORM: CreateQuizFormValues = {
  moduleId: '',
  passingScore: String(ADMIN_QUIZ_LIMITS.passingScore.default),
  maxAttempts: String(ADMIN_QUIZ_LIMITS.maxAttempts.default),
  description: '',
};

/** The question forms' fields in order (the server's field messages are shown on these). */
export const QUESTION_FORM_FIELDS = [
  'question',
  'option0',
  'option1',
  'option2',
  'option3',
  'correct',
  'points',
] as const;

/** The add-question form's controls: the four options, and which of them is correct (its position, 0-3). */
export interface QuestionFormValues {
  question: string;
  option0: string;
  option1: string;
  option2: string;
  option3: string;
  correct: string;
  points: string;
}

/** One option's text: required ('Please fill all fields'), cleaned and bounded as the server does. */
const optionText = requiredText({
  label: 'Each option',
  max: ADMIN_QUESTION_LIMITS.option,
  required: m.fillAllFields,
});

const OPTION_FIELDS = ['option0', 'option1', 'option2', 'option3'] as const;

/**
 * The add-question form: each control checked where it is shown (the four options, which one is correct, the
 * points), then sent as the shared body with the correct answer as the chosen option's text. The server applies
 * `addQuestionBodySchema` to the same values.
 */
export const questionFormSchema = z.pipe(
  z
    .strictObject({
      question: requiredText({
        label: 'Question',
        max: ADMIN_QUESTION_LIMITS.question,
        required: m.fillAllFields,
      }),
      option0: optionText,
      option1: optionText,
      option2: optionText,
      option3: optionText,
      correct: z.string().check(z.regex(/^[0-3]$/, m.fillAllFields)),
      points: z.pipe(
        z.pipe(z.string(), z.transform(asNumber)),
        z
          .number({ error: m.pointsMin })
          .check(
            z.int(m.pointsMin),
            z.minimum(ADMIN_QUESTION_LIMITS.points.min, m.pointsMin),
            z.maximum(ADMIN_QUESTION_LIMITS.points.max, m.pointsMax),
          ),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        const seen = new Set<string>();
        for (const field of OPTION_FIELDS) {
          // An empty option already says 'Please fill all fields'.
          if (typeof values[field] !== 'string' || values[field] === '') continue;
          if (seen.has(values[field]))
            ctx.addIssue({ code: 'custom', message: m.optionsDistinct, path: [field], input: values[field] });
          seen.add(values[field]);
        }
      }),
    ),
  z.transform((values): AddQuestionBody => {
    const options = OPTION_FIELDS.map((field) => values[field]);
    return {
      question: values.question,
      options,
      correctAnswer: options[Number(values.correct)]!,
      points: values.points,
    };
  }),
) as unknown as z.ZodMiniType<AddQuestionBody, QuestionFormValues>;

/** The add-question form's starting values (§9 "points default 1"). */
export const EMPTY_QUESTION_FORM: QuestionFormValues = {
  question: '',
  option0: '',
  option1: '',
  option2: '',
  option3: '',
  correct: '',
  points: String(ADMIN_QUESTION_LIMITS.points.default),
};

/** The form field a server (or shared-schema) message of the add-question body belongs on. */
export const QUESTION_SERVER_FIELDS = { options: 'option0', correctAnswer: 'correct' } as const;

/** The edit form's starting values: `question` as it is (docs/decisions/0017). */
export function questionFormValues(question: AdminQuestion): QuestionFormValues {
  const [option0 = '', option1 = '', option2 = '', option3 = ''] = question.options;
  const correct = question.options.indexOf(question.correctAnswer);
  return {
    question: question.question,
    option0,
    option1,
    option2,
    option3,
    correct: correct < 0 ? '' : String(correct),
    points: String(question.points),
  };
}

/** The module texts form's controls (docs/decisions/0017). */
export interface ModuleTextsFormValues {
  title: string;
  description: string;
  introduction: string;
}

/** The module texts form: the shared body, with all three texts (the server changes what differs). */
export const moduleTextsFormSchema = editModuleBodySchema as unknown as z.ZodMiniType<
  EditModuleBody,
  ModuleTextsFormValues
>;
