/**
 * The first values of a new press kit (issue "Press kits and feedback on tracks" item 1; docs/decisions/0023): the
 * learner's directory profile (stage name, bio, genres, location, links), their account's stage name, and their
 * answers to the worksheet prompts the course marks as press-kit material (`modules.press_kit_prompts`), also
 * offered in the editor as suggestions.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PRESS_KIT_LIMITS as L } from '@shared/limits/press-kits';
import type { PressKitLink, WorksheetSuggestion } from '@shared/schemas/press-kits';
import { nameProblem, withoutControlChars } from '@shared/schemas/text';
import type { Db } from '../../db/client';
import { artistProfiles, artists, modules, profiles, worksheetAnswers } from '../../db/schema/index';

/** Cuts `text` to at most `max` characters, at a word when one ends near the limit. */
function clip(text: string, max: number): string {
  const clean = text.replace(/[<>]/g, '').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

/** Paragraphs of an answer: split at blank lines, else at line breaks. */
function paragraphs(answer: string): string[] {
  const byBlank = answer
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (byBlank.length > 1) return byBlank;
  return answer
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Lines of an answer as list items: bullets and numbering removed, empty lines dropped. */
function listItems(answer: string): string[] {
  return answer
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/** The learner's answers to the prompts marked as press-kit material, as field suggestions, in course order. */
export async function worksheetSuggestions(db: Db, userId: string): Promise<WorksheetSuggestion[]> {
  const marked = await db
    .select({
      id: modules.id,
      title: modules.title,
      monthNumber: modules.monthNumber,
      prompts: modules.worksheetPrompts,
      marks: modules.pressKitPrompts,
    })
    .from(modules)
    .where(and(eq(modules.isActive, true), sql`jsonb_array_length(${modules.pressKitPrompts}) > 0`))
    .orderBy(asc(modules.monthNumber), asc(modules.weekNumber));
  if (marked.length === 0) return [];
  const answers = await db
    .select({
      moduleId: worksheetAnswers.moduleId,
      index: worksheetAnswers.promptIndex,
      answer: worksheetAnswers.answer,
    })
    .from(worksheetAnswers)
    .where(
      and(
        eq(worksheetAnswers.userId, userId),
        inArray(
          worksheetAnswers.moduleId,
          marked.map((row) => row.id),
        ),
      ),
    );
  const byKey = new Map(answers.map((row) => [`${row.moduleId}:${row.index}`, row.answer]));
  const suggestions: WorksheetSuggestion[] = [];
  for (const module of marked) {
    for (const mark of module.marks) {
      // Answers saved before control characters were refused lose them here: the kit refuses them on save.
      const saved = byKey.get(`${module.id}:${mark.promptIndex}`);
      const answer = saved === undefined ? undefined : withoutControlChars(saved).trim();
      const prompt = module.prompts[mark.promptIndex];
      if (!answer || prompt === undefined) continue;
      const source = { moduleTitle: module.title, monthNumber: module.monthNumber, prompt };
      if (mark.field === 'bios') {
        const parts = paragraphs(answer);
        const first = parts[0]!;
        const last = parts.at(-1)!;
        if (parts.length > 1 || first.length <= L.shortBio)
          suggestions.push({ field: 'shortBio', value: clip(first, L.shortBio), ...source });
        suggestions.push({
          field: 'longBio',
          value: clip(parts.length > 1 ? last : answer, L.longBio),
          ...source,
        });
      } else if (mark.field === 'achievements') {
        // Each achievement is one line: a tab becomes a space, as the kit's one-line fields refuse tabs.
        const items = listItems(answer)
          .map((item) => withoutControlChars(item.replace(/\t/g, ' '), false))
          .slice(0, L.achievements)
          .map((item) => clip(item, L.achievement));
        suggestions.push({ field: 'achievements', value: items.join('\n'), ...source });
      } else {
        const max =
          mark.field === 'shortBio' ? L.shortBio : mark.field === 'longBio' ? L.longBio : L.releasePlan;
        suggestions.push({ field: mark.field, value: clip(answer, max), ...source });
      }
    }
  }
  return suggestions;
}

/** Whether `url` is an http(s) address. */
function isWebAddress(url: string | null): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The first values of a new kit: the directory profile, the account's stage name, the worksheet answers. */
export async function prefill(db: Db, userId: string) {
  const [profile] = await db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId));
  const [account] = await db
    .select({ stageName: profiles.stageName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const [artist] = await db
    .select({ stageName: artists.stageName })
    .from(artists)
    .where(eq(artists.userId, userId));
  const suggestions = await worksheetSuggestions(db, userId);
  const suggested = (field: WorksheetSuggestion['field']) =>
    suggestions.find((s) => s.field === field)?.value;
  const directoryBio = profile?.bio?.trim() ?? '';
  const links: PressKitLink[] = [];
  const addLink = (label: string, url: string | null | undefined) => {
    if (isWebAddress(url ?? null) && url!.length <= L.url) links.push({ label, url: url! });
  };
  addLink('Website', profile?.websiteUrl);
  addLink('Spotify', profile?.spotifyUrl);
  addLink('YouTube', profile?.youtubeUrl);
  addLink('Instagram', profile?.instagramUrl);
  const achievements = suggested('achievements');
  return {
    // The first stage name that prints (one stored before the name rule may not; issue 33 item 6).
    stageName: clip(
      [profile?.stageName, account?.stageName, artist?.stageName]
        .map((name) => name?.trim() ?? '')
        .find((name) => name !== '' && nameProblem(name) === null) ?? '',
      L.stageName,
    ),
    shortBio: suggested('shortBio') ?? (directoryBio.length <= L.shortBio ? directoryBio : ''),
    longBio: suggested('longBio') ?? clip(directoryBio, L.longBio),
    // Genres saved before the directory refused control characters lose them here, as the kit refuses them.
    genres: (profile?.genres ?? [])
      .map((genre) => withoutControlChars(genre, false).trim())
      .filter(Boolean)
      .slice(0, L.genres)
      .map((genre) => clip(genre, L.genre)),
    location: clip(profile?.location ?? '', L.location),
    releasePlan: suggested('releasePlan') ?? '',
    links,
    achievements: achievements ? achievements.split('\n') : [],
  };
}
