#!/usr/bin/env node
// Runs one drill by name and prints its figures as one JSON line (the suite's drill test reads it):
// `node scripts/bench/drills/run.mjs postgres-restart|redis-restart[-sqlite]|backup-sqlite|backup-postgres`.
import { backupPostgresDrill, backupSqliteDrill } from './backup-drills.mjs';
import { postgresRestartDrill, redisRestartDrill } from './fault-drills.mjs';

export const DRILLS = {
  'postgres-restart': postgresRestartDrill,
  'redis-restart': () => redisRestartDrill({ dialect: 'postgres' }),
  'redis-restart-sqlite': () => redisRestartDrill({ dialect: 'sqlite' }),
  'backup-sqlite': backupSqliteDrill,
  'backup-postgres': backupPostgresDrill,
};

const name = process.argv[2];
if (!DRILLS[name]) {
  console.error(`unknown drill ${name}: ${Object.keys(DRILLS).join(', ')}`);
  process.exit(2);
}
DRILLS[name]()
  .then((figures) => {
    console.info(JSON.stringify(figures));
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
