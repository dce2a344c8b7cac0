// The API image runs the compiled API (docs/adr/0014-compiled-api.md): its runtime stage must start
// the file the build stage compiles, and carry neither the TypeScript sources nor the loader.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { API_NODE_FLAGS } from '../scripts/lib/build-api.mjs';

const stagesOf = (dockerfile) =>
  dockerfile.split(/^FROM\s+/m).slice(1).map((text) => ({ name: /^\S+\s+AS\s+(\S+)/i.exec(text)?.[1] ?? null, text }));

/** Problems with docker/api.Dockerfile, as messages. */
export const checkApiImage = (root) => {
  const problems = [];
  const check = (ok, message) => ok || problems.push(`api.Dockerfile: ${message}`);
  const stages = stagesOf(readFileSync(join(root, 'docker', 'api.Dockerfile'), 'utf8'));
  const runtime = stages.at(-1);
  const build = stages.find((stage) => /RUN node api\/scripts\/build\.mjs/.test(stage.text));
  check(Boolean(build?.name), 'no named stage runs api/scripts/build.mjs');
  if (!runtime || !build) return problems;
  const outfile = /outfile:\s*'([^']+)'/.exec(readFileSync(join(root, 'api', 'scripts', 'build.mjs'), 'utf8'))?.[1];
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(runtime.text);
  const args = cmd ? JSON.parse(cmd[1]) : [];
  const workdirs = [...runtime.text.matchAll(/^WORKDIR\s+(\S+)/gm)].map((m) => m[1]);
  const file = args.at(-1);
  const started = args.length > 1 ? posix.resolve(workdirs.at(-1) ?? '/', file) : null;
  check(
    args[0] === 'node' && JSON.stringify(args.slice(1, -1)) === JSON.stringify(API_NODE_FLAGS),
    `the runtime should start node with API_NODE_FLAGS (scripts/lib/build-api.mjs) and one file, not ${JSON.stringify(args)}`,
  );
  check(started === `/app/api/${outfile}`, `CMD starts ${started}, but the build writes /app/api/${outfile}`);
  check(new RegExp(`COPY --from=${build.name} /app/api/dist `).test(runtime.text), `the runtime does not copy /app/api/dist from stage ${build.name}`);
  check(!/tsx|api\/src|--include=dev/.test(runtime.text), 'the runtime carries the TypeScript sources or loader');
  check(/--omit=dev/.test(stages.find((s) => runtime.text.includes(`--from=${s.name} /app/node_modules`))?.text ?? ''), 'the runtime node_modules are not installed with --omit=dev');
  return problems;
};
