/** The fixed home content matches site-and-portals.md §2.4, §3 and §9, and its artwork stays small and sized. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOME, SPLASH } from '@shared/constants';
import { artists } from '@content/artists';
import { merchandise } from '@content/merchandise';
import { news } from '@content/news';
import { releases } from '@content/releases';

const imagesDir = path.resolve(import.meta.dirname, '../../../../../content/images');

describe('home content (§3, §9)', () => {
  it('has the counts of §9', () => {
    expect(artists).toHaveLength(HOME.artistCount);
    expect(releases).toHaveLength(HOME.releaseCount);
    expect(merchandise).toHaveLength(HOME.merchandiseCount);
    expect(news).toHaveLength(HOME.newsCount);
  });

  it('labels exactly one artist as Producer', () => {
    expect(artists.filter((a) => a.role === 'Producer')).toHaveLength(1);
    expect(artists.filter((a) => a.role !== undefined)).toHaveLength(1);
  });

  it('links every artist and release to an external https page', () => {
    for (const url of [...artists.map((a) => a.streamingUrl), ...releases.map((r) => r.url)]) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });

  it('credits every release to a home-page artist', () => {
    const names = new Set(artists.map((a) => a.name));
    for (const release of releases) expect(names).toContain(release.artist);
  });

  it('has the merchandise kinds of §3', () => {
    const names = merchandise.map((m) => m.name).join(' | ');
    for (const kind of ['T-Shirt', 'Sticker', 'Sweatshirt', 'Hoodie', 'Cap']) expect(names).toContain(kind);
  });

  it('has one article per category, with ISO dates, newest first', () => {
    expect(news.map((n) => n.category).sort()).toEqual(['Announcements', 'Releases', 'Touring']);
    for (const article of news) {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
    }
    expect([...news].sort((a, b) => b.date.localeCompare(a.date))).toEqual(news);
    expect(new Set(news.map((n) => n.id)).size).toBe(news.length);
  });

  it('keys are unique', () => {
    expect(new Set(artists.map((a) => a.name)).size).toBe(artists.length);
    expect(new Set(releases.map((r) => r.title)).size).toBe(releases.length);
    expect(new Set(merchandise.map((m) => m.name)).size).toBe(merchandise.length);
  });
});

describe('artwork', () => {
  const folders = ['artists', 'releases', 'merchandise', 'news'];

  it(`has ${SPLASH.imageCount} splash backgrounds, each as WebP 800 and 1600 pixels wide within its byte budget`, async () => {
    const files = fs.readdirSync(path.join(imagesDir, 'splash'));
    expect(files).toHaveLength(SPLASH.imageCount * 2);
    for (const file of files) {
      const width = Number(/-(\d+)\.webp$/.exec(file)?.[1]);
      const filePath = path.join(imagesDir, 'splash', file);
      const meta = await sharp(filePath).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, file).toEqual({
        format: 'webp',
        width,
        height: (width * 9) / 16,
      });
      expect(fs.statSync(filePath).size, file).toBeLessThanOrEqual(width === 800 ? 10 * 1024 : 24 * 1024);
    }
  });

  for (const folder of folders) {
    it(`${folder}: every SVG declares width, height and viewBox and stays under 6 KB`, () => {
      const files = fs.readdirSync(path.join(imagesDir, folder)).filter((f) => f.endsWith('.svg'));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const text = fs.readFileSync(path.join(imagesDir, folder, file), 'utf8');
        const open = /^<svg [^>]*>/.exec(text)?.[0] ?? '';
        expect(open, file).toMatch(/ width="\d+"/);
        expect(open, file).toMatch(/ height="\d+"/);
        expect(open, file).toMatch(/ viewBox="0 0 \d+ \d+"/);
        expect(Buffer.byteLength(text), file).toBeLessThan(6 * 1024);
      }
    });
  }
});
