/**
 * The admin CLI as an operator runs it (ARCHITECTURE.md "Operational contract"): against a stopped installation,
 * and against a running server on the embedded database (through its admin socket), a backup of it included,
 * restored into an empty folder, and an export of it (issue 21 item 1) imported into another. Also checks the demo
 * accounts a development server prints.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../src/server/test/server-process';

const dirs: string[] = [];

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-cli-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run cli', () => {
  it('administers a stopped installation, with exit code 1 and one line on failure', async () => {
    const dataDir = await tempDir();
    expect(await cli(dataDir, 'allow', 'artist', 'Nova@Example.com')).toMatchObject({
      code: 0,
      stdout: 'allowed artist nova@example.com\n',
    });
    expect(await cli(dataDir, 'allow', 'agent', 'agent@example.com')).toMatchObject({ code: 0 });
    expect(await cli(dataDir, 'disallow', 'agent', 'agent@example.com')).toMatchObject({ code: 0 });
    const list = await cli(dataDir, 'list', 'allowed');
    expect(list.code).toBe(0);
    expect(list.stdout).toBe('artist\tnova@example.com\tenabled\nagent\tagent@example.com\tdisabled\n');

    for (const args of [
      ['disallow', 'artist', 'nobody@example.com'],
      ['grant-admin', 'nobody@example.com'],
      ['allow', 'manager', 'x@example.com'],
      ['allow', 'artist', 'not-an-email'],
      ['frobnicate'],
    ]) {
      const result = await cli(dataDir, ...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    // Nine processes in turn, each opening the embedded database: a few seconds each on a busy 2-core machine.
  }, 180_000);

  it('administers a running server on the embedded database, whose demo accounts sign in', async () => {
    const dataDir = await tempDir();
    const port = await unusedPort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      const deadline = Date.now() + 30_000;
      while (!output.includes('listening on')) {
        if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await cli(dataDir, 'allow', 'agent', 'live@example.com')).toMatchObject({ code: 0 });
      const list = await cli(dataDir, 'list', 'allowed');
      expect(list.stdout).toContain('agent\tlive@example.com\tenabled');

      const demo = /agent\s+(\S+@\S+)\s+password: (\S+)/.exec(output);
      expect(demo, output).not.toBeNull();
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demo![1], password: demo![2], portal: 'agent' }),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).session.role).toBe('agent');

      // A backup while it runs, through the socket; the file is never overwritten.
      const backupDir = await tempDir();
      const backup = await cli(dataDir, 'backup', path.join(backupDir, 'site.backup'));
      expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('backed up the database') });
      const again = await cli(dataDir, 'backup', path.join(backupDir, 'site.backup'));
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('exists already');
      // Restored into an empty folder, the installation has what the running one had.
      const restoredDir = await tempDir();
      expect(await cli(restoredDir, 'restore', path.join(backupDir, 'site.backup'))).toMatchObject({
        code: 0,
      });
      expect((await cli(restoredDir, 'list', 'allowed')).stdout).toContain(
        'agent\tlive@example.com\tenabled',
      );
      // A running installation is not restored over.
      expect((await cli(dataDir, 'restore', path.join(backupDir, 'site.backup'))).code).toBe(1);

      // An export while it runs, through the socket, imported into an empty installation by the CLI.
      const exported = await cli(dataDir, 'export', path.join(backupDir, 'site.gbf-export'));
      expect(exported).toMatchObject({ code: 0, stdout: expect.stringContaining('exported ') });
      const importedDir = await tempDir();
      const imported = await cli(importedDir, 'import', path.join(backupDir, 'site.gbf-export'));
      expect(imported).toMatchObject({ code: 0, stdout: expect.stringContaining('imported ') });
      expect((await cli(importedDir, 'list', 'allowed')).stdout).toContain(
        'agent\tlive@example.com\tenabled',
      );
      // Neither an installation that holds data nor a running one is imported into.
      const twice = await cli(importedDir, 'import', path.join(backupDir, 'site.gbf-export'));
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain('not empty');
      const running = await cli(dataDir, 'import', path.join(backupDir, 'site.gbf-export'));
      expect(running.code).toBe(1);
      expect(running.stderr).toContain('in use');
    } finally {
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    await expect(fs.access(path.join(dataDir, 'admin.sock'))).rejects.toThrow();
    // A server and about twenty CLI processes, each opening an embedded database (an import opens two).
  }, 240_000);
});
