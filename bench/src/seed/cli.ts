// npm run seed -w bench -- --contracts 10000   (DATABASE_URL: the PostgreSQL database to fill; created when missing)
import { parseArgs } from 'node:util';
import { preparedDatabase } from './database.ts';
import { loadPortfolio } from './load.ts';
import { portfolioSize } from './portfolio.ts';

const { values } = parseArgs({ options: { contracts: { type: 'string', default: '10000' } } });
const size = portfolioSize(Number(values.contracts));
const handle = await preparedDatabase();
try {
  const report = await loadPortfolio(handle.db, size, (line) => console.log(`seed: ${line}`));
  console.log(
    report.skipped ? `seed: ${size.contracts} bench contracts already there` : `seed: loaded in ${report.seconds} s`,
    report.rows,
  );
} finally {
  await handle.close();
}
