import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { LEARNING_GOALS, PROGRAM_HIGHLIGHTS, PROGRAM_MODULES, STUDENT_BENEFITS } from './program-content';

const modulesDir = path.resolve(import.meta.dirname, '../../../../../content/learning/modules');

describe('program landing content (training-program.md §2 item 1)', () => {
  it('lists the six modules of §2, one per month, in order', () => {
    expect(PROGRAM_MODULES.map(({ month, title }) => `${month} ${title}`)).toEqual([
      '1 History of the Recording Industry',
      '2 Money Matters in Music',
      '3 Creativity in Content and Artistry',
      '4 Building Your Image and Marketing',
      '5 Producing the Record',
      '6 Marketing Music in the New Economy',
    ]);
  });

  it('names each module as the course files do', () => {
    const course = fs
      .readdirSync(modulesDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => matter(fs.readFileSync(path.join(modulesDir, name), 'utf8')).data)
      .map((data) => ({ month: Number(data.month), title: String(data.title) }))
      .sort((a, b) => a.month - b.month);
    expect(PROGRAM_MODULES.map(({ month, title }) => ({ month, title }))).toEqual(course);
  });

  it('describes each module in one sentence', () => {
    for (const { title, description } of PROGRAM_MODULES) {
      expect(description, title).toMatch(/^[A-Z][^.!?]*[.!?]$/);
    }
  });

  it('has three highlights, seven learning goals and six student benefits', () => {
    expect(PROGRAM_HIGHLIGHTS.map((highlight) => highlight.title)).toEqual([
      '6 Months',
      'Expert-Led',
      'Certified',
    ]);
    expect(LEARNING_GOALS).toHaveLength(7);
    expect(STUDENT_BENEFITS).toHaveLength(6);
    expect(new Set([...LEARNING_GOALS, ...STUDENT_BENEFITS]).size).toBe(13);
  });
});
