/**
 * The web app's module rules (README "Layout"), as ESLint enforces them: every feature has the same layout, no
 * feature imports another one (what several share lives in `lib/` or `components/`), and shared web code imports
 * no feature. Crafted violations must be reported, and the tree must have none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const featuresDir = path.join(root, 'src/web/features');
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

/** The folders a feature may have (README "Layout"). */
const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'utils'];

/** The import-rule messages ESLint reports for `code` as if it were the file `file` (relative to the root). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('feature boundaries', () => {
  it('reports a feature importing another feature, by alias or by relative path', async () => {
    const file = 'src/web/features/contact/components/boundary-probe.tsx';
    for (const source of [
      '@web/features/touring/api/submit-touring-inquiry',
      '../../touring/api/submit-touring-inquiry',
    ]) {
      const problems = await importProblems(file, `import { submitTouringInquiry } from '${source}';\n`);
      expect(problems, source).toHaveLength(1);
      expect(problems[0], source).toMatch(/import|feature/i);
    }
    const [aliased] = await importProblems(
      file,
      "import { submitTouringInquiry } from '@web/features/touring/api/submit-touring-inquiry';\n",
    );
    expect(aliased).toMatch(/Features do not import each other/);
  });

  it('lets a feature import its own modules, lib/, components/ and shared code', async () => {
    const problems = await importProblems(
      'src/web/features/contact/components/boundary-probe.tsx',
      [
        "import { submitContact } from '../api/submit-contact';",
        "import { stripAngleBracketsInPlace } from '@web/features/contact/utils/strip-angle-brackets-in-place';",
        "import { answerOf } from '@web/lib/api-client';",
        "import { SessionGate } from '@web/lib/auth/components/session-gate';",
        "import { Button } from '@web/components/ui/button';",
        "import { contactMessages } from '@shared/messages/forms';",
        'export const probe = [submitContact, stripAngleBracketsInPlace, answerOf, SessionGate, Button, contactMessages];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('reports lib/ or components/ importing a feature, and a feature importing a page', async () => {
    const fromLib = await importProblems(
      'src/web/lib/auth/components/boundary-probe.tsx',
      "import { AgentPortal } from '@web/features/agent-portal/components/agent-portal';\n",
    );
    expect(fromLib).toEqual([expect.stringMatching(/does not import features/)]);
    const fromFeature = await importProblems(
      'src/web/features/home/components/boundary-probe.tsx',
      "import PortalPage from '@web/routes/portal';\n",
    );
    expect(fromFeature).toEqual([expect.stringMatching(/import pages or the app/)]);
  });

  it('finds no such import in the web app', { timeout: 120_000 }, async () => {
    const results = await eslint.lintFiles(['src/web']);
    const problems = results.flatMap((result) =>
      result.messages.map((message) => `${path.relative(root, result.filePath)}: ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('feature layout', () => {
  it('keeps every feature file in api/, components/, hooks/ or utils/', () => {
    const misplaced: string[] = [];
    for (const feature of fs.readdirSync(featuresDir)) {
      for (const entry of fs.readdirSync(path.join(featuresDir, feature), { withFileTypes: true })) {
        if (!entry.isDirectory() || !FEATURE_FOLDERS.includes(entry.name)) {
          misplaced.push(`${feature}/${entry.name}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });
});
