import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test-support/api-process.ts';
import { runReport } from './report-runner.ts';

describe('runReport', () => {
  const savedTmp = process.env.TMPDIR;
  let tmp: string;
  beforeEach(() => {
    // A temporary folder of this test's own, so what the run leaves behind can be counted.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'report-runner-'));
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    process.env.TMPDIR = savedTmp;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('passes on a failure inside the worker thread and removes the temporary file', async () => {
    // Nothing listens there: the worker loads the report modules, fails to connect and ends with the error.
    const database = { kind: 'postgres' as const, url: `postgres://postgres@127.0.0.1:${await freePort()}/none` };
    const job = {
      kind: 'raw' as const,
      request: { from: '2026-01-01', to: '2026-01-31', exportPropertiesList: ['caseId' as const] },
    };
    await expect(
      runReport({ database, db: null as never, today: '2026-02-01', timeZone: 'America/New_York' }, job),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });
});
