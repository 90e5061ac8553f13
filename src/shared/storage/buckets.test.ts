import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES, WORKSHEET_MAX_BYTES } from '../limits/admin';
import {
  bucketAcceptsName,
  bucketFileNameProblem,
  bucketFileProblem,
  isProgramBucket,
  renamedFileName,
  uploadDisplayName,
} from './buckets';

describe('program buckets (§5 Uploads, Rename; §9 Upload limits)', () => {
  it('knows the two buckets and nothing else', () => {
    expect(isProgramBucket('program-videos')).toBe(true);
    expect(isProgramBucket('program-worksheets')).toBe(true);
    for (const other of ['resources', 'agent-resources', '../program-videos', 'program-videos/', ''])
      expect(isProgramBucket(other)).toBe(false);
  });

  it('accepts the §5 video types for videos and pdf, doc, docx for worksheets, by extension', () => {
    for (const ext of ['mp4', 'webm', 'ogg', 'avi', 'mov', 'wmv', 'flv', 'MKV'])
      expect(bucketAcceptsName('program-videos', `clip.${ext}`)).toBe(true);
    for (const ext of ['pdf', 'doc', 'DOCX'])
      expect(bucketAcceptsName('program-worksheets', `w.${ext}`)).toBe(true);
    expect(bucketAcceptsName('program-videos', 'w.pdf')).toBe(false);
    expect(bucketAcceptsName('program-worksheets', 'clip.mp4')).toBe(false);
    expect(bucketAcceptsName('program-worksheets', 'setup.exe')).toBe(false);
    expect(bucketAcceptsName('program-worksheets', 'pdf')).toBe(false);
  });

  it('checks a chosen file: type, then size, then emptiness, with the §5 texts', () => {
    expect(bucketFileProblem('program-videos', { name: 'a.mp4', size: 10 })).toBeNull();
    expect(bucketFileProblem('program-videos', { name: 'a.exe', size: 10 })).toBe(
      'Please select a valid video file (MP4, WEBM, OGG, AVI, MOV, WMV, FLV, MKV)',
    );
    expect(bucketFileProblem('program-videos', { name: 'a.mp4', size: VIDEO_MAX_BYTES + 1 })).toBe(
      'File size must be less than 500MB',
    );
    expect(bucketFileProblem('program-videos', { name: 'a.mp4', size: VIDEO_MAX_BYTES })).toBeNull();
    expect(bucketFileProblem('program-worksheets', { name: 'a.txt', size: 10 })).toBe(
      'Please select a valid document file (PDF, DOC, DOCX)',
    );
    expect(bucketFileProblem('program-worksheets', { name: 'a.pdf', size: WORKSHEET_MAX_BYTES + 1 })).toBe(
      'File size must be less than 10MB',
    );
    expect(bucketFileProblem('program-worksheets', { name: 'a.pdf', size: 0 })).toBe('The file is empty.');
  });

  it('refuses names that are empty, too long, lead out of the bucket, hide their extension or use other characters', () => {
    expect(bucketFileNameProblem('Lesson 2 - Money_v2!.mp4')).toBeNull();
    expect(bucketFileNameProblem('1767225600000-k3v9q0x1ab.webm')).toBeNull();
    for (const bad of [
      'café.pdf',
      'Lesson 2 – Money.mp4',
      'two  spaces.pdf',
      'trailing.',
      'semi;colon.pdf',
      'quote".pdf',
      'percent%.pdf',
      '',
      '   ',
      '../x.mp4',
      '..',
      'a/b.mp4',
      'a\\b.mp4',
      '.hidden.mp4',
      'line\nbreak.mp4',
      'nul\u0000.mp4',
      'exe\u202Efdp.mp4',
      'x'.repeat(201),
      'lone\uD800.mp4',
    ])
      expect(bucketFileNameProblem(bad), JSON.stringify(bad)).not.toBeNull();
  });

  it('keeps the extension when the new name has no dot', () => {
    expect(renamedFileName('1700000000000-abc.mp4', 'welcome')).toBe('welcome.mp4');
    expect(renamedFileName('1700000000000-abc.MOV', ' welcome ')).toBe('welcome.MOV');
    expect(renamedFileName('a.mp4', 'welcome.webm')).toBe('welcome.webm');
    expect(renamedFileName('noext', 'welcome')).toBe('welcome');
  });

  it('shows an upload by the name it was uploaded with, made to follow the name rule (decision 0017)', () => {
    const stored = '1700000000000-abcdefghij.webm';
    const cases: [string, string][] = [
      ['My Lesson.webm', 'My Lesson.webm'],
      ['Worksheet.PDF', 'Worksheet.PDF'],
      ['Módulo 1 – “Bienvenida”.webm', 'Modulo 1 - Bienvenida.webm'],
      ["rock'n'roll (final) [v2].webm", 'rocknroll final v2.webm'],
      ['  two   spaces .webm', 'two spaces.webm'],
      ['..dots...in..name.webm', 'dots.in.name.webm'],
      ['tab\there.webm', 'tab here.webm'],
      ['日本語.webm', stored],
      ['---.webm', stored],
      [`${'a'.repeat(300)}.webm`, `${'a'.repeat(195)}.webm`],
    ];
    for (const [uploaded, shown] of cases) {
      expect(uploadDisplayName(uploaded, stored), JSON.stringify(uploaded)).toBe(shown);
      expect(bucketFileNameProblem(uploadDisplayName(uploaded, stored))).toBeNull();
    }
  });
});
