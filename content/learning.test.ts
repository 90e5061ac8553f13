/**
 * The course as shipped (issue "Learning area" item 2; training-program.md §2, §9): one published course of six
 * modules, months 1 to 6, each with a lesson of at least 800 words in Markdown with headings and lists, and a quiz
 * of at least 5 four-option questions, each with an explanation, and its passing score; module 1 has a real video
 * with captions. The course opens its modules in sequence, with quiz rounds of three attempts a day.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLearningContent, loadWorkshops } from '../src/server/features/course/content';

const dir = path.join(import.meta.dirname, 'learning');
const content = await loadLearningContent(dir);

/** Words of a Markdown text, markup left out. */
const words = (markdown: string) =>
  markdown
    .replace(/[#*_>`|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('the learning content', () => {
  it('is the published course Music Industry Essentials with six modules, months 1 to 6', () => {
    expect(content.course).toMatchObject({
      title: 'Music Industry Essentials',
      status: 'published',
      durationMonths: 6,
      // Self-paced (§1): each module opens when the one before is completed; rounds of 3 attempts, 24 h apart.
      unlock: 'sequential',
      quizAttempts: { perRound: 3, waitHours: 24 },
    });
    expect(content.modules.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(content.modules.map((m) => m.title)).toEqual([
      'History of the Recording Industry',
      'Money Matters in Music',
      'Creativity in Content and Artistry',
      'Building Your Image and Marketing',
      'Producing the Record',
      'Marketing Music in the New Economy',
    ]);
  });

  it.each(content.modules.map((m) => [m.title, m] as const))(
    '%s: a lesson of 800+ words, 3-5 hours',
    (_, module) => {
      expect(words(module.content)).toBeGreaterThanOrEqual(800);
      expect(module.content).toMatch(/^## /m);
      expect(module.content).toMatch(/^(- |\d+\. )/m);
      expect(module.content).not.toMatch(/<[a-z]/i);
      expect(module.hours).toBeGreaterThanOrEqual(3);
      expect(module.hours).toBeLessThanOrEqual(5);
    },
  );

  it.each(content.modules.map((m) => [m.title, m] as const))(
    '%s: a quiz of 5+ four-option questions',
    (_, module) => {
      expect(module.quiz).toBeDefined();
      expect(module.quiz!.questions.length).toBeGreaterThanOrEqual(5);
      for (const question of module.quiz!.questions) {
        expect(Object.keys(question.options)).toHaveLength(4);
        expect(Object.keys(question.options)).toContain(question.answer);
        // Shown once the quiz is passed or a round is used up (decision 0009).
        expect(question.explanation?.length ?? 0).toBeGreaterThan(40);
      }
      expect(module.quiz!.passingScore).toBeGreaterThan(0);
      expect(module.worksheet.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('ships module 1 with a short video under 2 MB and its captions', async () => {
    const first = content.modules[0]!;
    const video = await fs.stat(path.join(dir, 'media', first.video!));
    expect(video.size).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(first.videoSeconds).toBeGreaterThan(0);
    expect(await fs.readFile(path.join(dir, 'media', first.captions!), 'utf8')).toMatch(/^WEBVTT/);
  });

  it('lists workshops with a date, host and booking link', async () => {
    const workshops = await loadWorkshops(dir);
    for (const workshop of workshops) {
      expect(workshop.date).toBeInstanceOf(Date);
      expect(workshop.host).not.toBe('');
      expect(workshop.bookingUrl).toMatch(/^https:\/\//);
    }
  });
});
