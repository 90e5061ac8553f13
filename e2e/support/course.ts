/**
 * The course as a real learner works through it, through the API with the page's `request` context (its session
 * cookie), never the database (docs/decisions/0009 "Completion means evidence"): the lesson opened, the video played
 * in real time at 2x (the server credits a report by wall time times the rate, capped at 2x, so a 24 s video takes
 * about 11 s), every worksheet prompt answered and the worksheet marked complete, the quiz passed with the answer keys
 * of the content files, then the module completed. Journeys use it to reach a state the one under test starts from
 * (module 2 open, every module completed); the journeys that prove these steps drive the pages themselves.
 *
 * Also what the journeys read from the content files (`content/learning/`): the modules, their quiz answers and the
 * attempt policy.
 */
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { loadLearningContent } from '../../src/server/features/course/content';
import type { ModuleFile } from '../../src/server/features/course/content-schema';
import { isVideoWatched, VIDEO_WATCHED_SHARE } from '../../src/shared/course/progress-steps';
import { VIDEO_REPORT_INTERVAL_MS } from '../../src/shared/limits/learning';
import { courseMessages } from '../../src/shared/messages/learning';
import type {
  CompletionAnswer,
  ModuleCard,
  ModuleView,
  PlaybackAnswer,
  QuizAttemptAnswer,
  QuizQuestion,
} from '../../src/shared/schemas/learning';
import type { ProgramDashboard } from '../../src/shared/schemas/program-dashboard';
import { repoRoot } from './paths';

/** The course's files, as the server loads them at start. */
export const courseContent = await loadLearningContent(path.join(repoRoot, 'content/learning'));

/** Module `n` (1-based, course order) of the content files. */
export function contentModule(n: number): ModuleFile {
  const module = courseContent.modules[n - 1];
  if (!module) throw new Error(`the course has no module ${n}`);
  return module;
}

/** The rate the helpers and journeys play videos at: the fastest the server credits. */
const PLAYBACK_RATE = 2;

/**
 * Sets the page's `<video>` to play at {@link PLAYBACK_RATE} (as a learner picks 2x in the player's menu), muted;
 * the page then starts it.
 */
export async function playAtDoubleSpeed(video: Locator): Promise<void> {
  await video.evaluate((element: HTMLVideoElement, rate: number) => {
    element.muted = true;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, PLAYBACK_RATE);
}

/**
 * Waits until the page counts the video as watched (`isCredited`), as a learner does: a video that has ended without
 * being counted is played again from the start. (The player counts only playback it saw happen: a long stall of the
 * page, e.g. on a loaded machine, looks like a skip to it, and a skip is not watching.)
 */
export async function waitUntilWatched(
  video: Locator,
  isCredited: () => Promise<boolean>,
  timeout = 40_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await isCredited()) return true;
        await video.evaluate((element: HTMLVideoElement) => {
          if (!element.ended) return;
          element.currentTime = 0;
          void element.play();
        });
        return false;
      },
      { timeout, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
}

/** What a module page says its completion still needs (either view): the list under 'Before this module …'. */
export function missingList(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: courseMessages.missingTitle });
}

/** The body of a successful answer, or an error naming the request and what the server said. */
async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * `GET /api/program/dashboard`: the program's course with the caller's facts per module, in course order (the first
 * visit enrols an approved artist, as the members dashboard does).
 */
export async function programModules(request: APIRequestContext): Promise<ModuleCard[]> {
  const dashboard = await json<ProgramDashboard>(
    await request.get('/api/program/dashboard'),
    'GET /api/program/dashboard',
  );
  return dashboard.course.modules;
}

/** `GET /api/learning/modules/:id`: the module view both module pages read. */
export async function moduleView(request: APIRequestContext, moduleId: string): Promise<ModuleView> {
  return json(await request.get(`/api/learning/modules/${moduleId}`), `GET module ${moduleId}`);
}

async function recordStep(request: APIRequestContext, moduleId: string, step: string): Promise<void> {
  await json(
    await request.post(`/api/learning/modules/${moduleId}/progress`, { data: { step } }),
    `step ${step} of module ${moduleId}`,
  );
}

/**
 * Plays the module's video as the player does, at {@link PLAYBACK_RATE}: a first report starts the server's clock,
 * then one every {@link VIDEO_REPORT_INTERVAL_MS} (sooner for the last) claiming the seconds a player at that rate
 * played in the wall time since, until the server has credited 90 % of the video. Real time passes: that is what
 * the server checks.
 */
async function watchVideo(request: APIRequestContext, moduleId: string, videoSeconds: number) {
  const url = `/api/learning/modules/${moduleId}/playback`;
  const report = async (positionSeconds: number, playedSeconds: number) =>
    json<PlaybackAnswer>(
      await request.put(url, { data: { positionSeconds, playedSeconds, playbackRate: PLAYBACK_RATE } }),
      `playback report of module ${moduleId}`,
    );
  let answer = await report(0, 0);
  let position = 0;
  let last = Date.now();
  const target = VIDEO_WATCHED_SHARE * videoSeconds;
  while (!isVideoWatched(answer.creditedSeconds, videoSeconds)) {
    // Wall time to play what is still missing (plus a little), at most one report interval.
    const needMs = ((target - answer.creditedSeconds) / PLAYBACK_RATE) * 1000 + 100;
    await new Promise((resolve) => setTimeout(resolve, Math.min(needMs, VIDEO_REPORT_INTERVAL_MS)));
    const now = Date.now();
    const played = ((now - last) / 1000) * PLAYBACK_RATE;
    last = now;
    // At the end the player starts over: the position wraps, the credit never passes the video's length.
    position = (position + played) % videoSeconds;
    answer = await report(position, played);
  }
  return answer;
}

/** Answers every prompt of the worksheet (the answers the page autosaves), then its Mark Complete. */
async function completeWorksheet(request: APIRequestContext, moduleId: string, prompts: string[]) {
  for (const [index, prompt] of prompts.entries()) {
    await json(
      await request.put(`/api/learning/modules/${moduleId}/worksheet/answers/${index}`, {
        data: { answer: `My answer to “${prompt.slice(0, 40)}…”: done for this module.` },
      }),
      `worksheet answer ${index} of module ${moduleId}`,
    );
  }
  await recordStep(request, moduleId, 'worksheet');
}

/**
 * The option keys that answer the module's quiz right: the answer of each question of the content file (matched by
 * its text); for a question the file does not have (one an admin added, as the admin journey does on module 2),
 * option number `guess(question id)` (0-based).
 */
export function quizAnswers(
  module: ModuleFile,
  questions: readonly QuizQuestion[],
  guess: (questionId: string) => number = () => 0,
): Record<string, string> {
  const known = new Map(module.quiz?.questions.map((question) => [question.question, question.answer]) ?? []);
  return Object.fromEntries(
    questions.map((question) => [
      question.id,
      known.get(question.question) ?? question.options[guess(question.id) % question.options.length]!.key,
    ]),
  );
}

/**
 * Passes the quiz with the right answers of the content file. A question the file does not have is guessed, the
 * next option after each attempt that got it wrong, within the round's attempts.
 */
async function passQuiz(request: APIRequestContext, moduleId: string, module: ModuleFile) {
  const { questions } = await json<{ questions: QuizQuestion[] }>(
    await request.get(`/api/learning/modules/${moduleId}/quiz/questions`),
    `quiz questions of module ${moduleId}`,
  );
  const guesses = new Map<string, number>();
  for (;;) {
    const answer = await json<QuizAttemptAnswer>(
      await request.post(`/api/learning/modules/${moduleId}/quiz/attempts`, {
        data: { answers: quizAnswers(module, questions, (id) => guesses.get(id) ?? 0) },
      }),
      `quiz attempt of module ${moduleId}`,
    );
    if (answer.attempt.passed) return;
    expect(answer.quiz.attemptsLeft, `attempts left at the quiz of "${module.title}"`).toBeGreaterThan(0);
    for (const [id, right] of Object.entries(answer.attempt.correct))
      if (!right) guesses.set(id, (guesses.get(id) ?? 0) + 1);
  }
}

/**
 * Completes the module with its evidence (see the file comment): each part it has and the learner has not done
 * yet, then Complete Module. A part may appear meanwhile (the admin journey sets a video on module 2 while other
 * journeys run): the server then says what is missing (409), and that is done too.
 */
async function completeModuleWithEvidence(
  request: APIRequestContext,
  moduleId: string,
): Promise<CompletionAnswer | null> {
  for (let round = 0; round < 3; round++) {
    const view = await moduleView(request, moduleId);
    const { facts, parts } = view;
    if (facts.completedAt !== null) return null;
    if (facts.openedAt === null) await recordStep(request, moduleId, 'opened');
    // The video plays while the worksheet and the quiz are done (each request waits for the one before on the
    // server's lock of the learner's record).
    await Promise.all([
      parts.videoSeconds !== null && !isVideoWatched(facts.videoCreditedSeconds, parts.videoSeconds)
        ? watchVideo(request, moduleId, parts.videoSeconds)
        : null,
      view.worksheet && facts.worksheetDoneAt === null
        ? completeWorksheet(request, moduleId, view.worksheet.prompts)
        : null,
      view.quiz && !view.quiz.passed ? passQuiz(request, moduleId, contentModule(view.module.number)) : null,
    ]);
    const response = await request.post(`/api/learning/modules/${moduleId}/complete`);
    if (response.ok()) return (await response.json()) as CompletionAnswer;
    if (response.status() !== 409) throw new Error(`complete module ${moduleId}: ${await response.text()}`);
  }
  throw new Error(`module ${moduleId} could not be completed`);
}

/**
 * Completes the first `count` modules of the program's course (all by default) in order, each with its evidence.
 *
 * @returns the answer of the last completion (its `certificate` says what it did about the certificate).
 */
export async function completeModules(
  request: APIRequestContext,
  count = Number.POSITIVE_INFINITY,
): Promise<CompletionAnswer | null> {
  const modules = await programModules(request);
  let last: CompletionAnswer | null = null;
  for (const module of modules.slice(0, count)) last = await completeModuleWithEvidence(request, module.id);
  return last;
}
