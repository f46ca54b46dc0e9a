import { migrations, recordedName } from './migrations.ts';

describe('migration order', () => {
  it('runs NNNN_ migrations after the foundation, in number order (Kysely sorts names plainly)', () => {
    const names = Object.keys(migrations);
    expect(names[0]).toBe('2026-11-01-0001-foundation');
    const recorded = names.map(recordedName);
    expect([...recorded].sort()).toEqual(recorded);
    expect(recordedName('0002_user_tooling')).toBe('2026-11-01-0002_user_tooling');
    expect(recordedName('2026-11-01-0001-foundation')).toBe('2026-11-01-0001-foundation');
    expect(new Set(recorded).size).toBe(recorded.length);
  });
});
