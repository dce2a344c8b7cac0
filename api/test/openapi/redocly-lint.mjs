// Redocly's recommended rules over a document read from stdin; prints the problems as JSON.
// A separate process because @redocly/openapi-core is published as ES modules only.
import { createConfig, lintFromString } from '@redocly/openapi-core';

let source = '';
for await (const chunk of process.stdin) source += chunk;
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
process.stdout.write(
  JSON.stringify(problems.map((p) => ({ severity: p.severity, ruleId: p.ruleId, message: p.message, at: p.location[0]?.pointer }))),
);
