#!/usr/bin/env node
// No Docker engine or cluster is needed to catch most deployment mistakes: this parses the compose
// file and the Kubernetes manifests and checks that what they reference exists.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { expectedAreaFiles } from './area-config.mjs';
import { checkApiImage } from './check-api-image.mjs';
import { checkWebServing } from './check-web-serving.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const problems = [];
const check = (ok, message) => ok || problems.push(message);

// Dockerfiles: every COPY source from the build context exists.
for (const file of readdirSync(here).filter((f) => f.endsWith('.Dockerfile'))) {
  for (const line of readFileSync(join(here, file), 'utf8').split('\n')) {
    const match = /^COPY\s+(?!--from)(.+)\s+\S+$/.exec(line.trim());
    if (!match) continue;
    for (const source of match[1].split(/\s+/).filter((s) => !s.startsWith('--') && !s.includes('$'))) {
      check(source === '.' || existsSync(join(root, source)), `${file}: COPY source ${source} does not exist`);
    }
  }
}

problems.push(...checkApiImage(root));
problems.push(...(await checkWebServing(root)));

// Compose: dependencies name real services, mounted files and Dockerfiles exist.
const compose = parse(readFileSync(join(here, 'compose.yml'), 'utf8'), { merge: true });
const services = compose.services ?? {};
for (const [name, service] of Object.entries(services)) {
  const depends = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
  depends.forEach((dep) => check(dep in services, `compose: ${name} depends on unknown service ${dep}`));
  for (const volume of service.volumes ?? []) {
    const [source] = String(volume).split(':');
    if (source.startsWith('.')) check(existsSync(resolve(here, source)), `compose: ${name} mounts missing ${source}`);
  }
  if (service.build) check(existsSync(resolve(here, service.build.context, service.build.dockerfile)), `compose: ${name} has no ${service.build.dockerfile}`);
  if (!service.build) check(Boolean(service.image), `compose: ${name} has neither build nor image`);
}

// Kubernetes: selectors match pod labels, services select deployments, ingress backends exist.
const docs = readdirSync(join(here, 'k8s'))
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => parseAllDocuments(readFileSync(join(here, 'k8s', f), 'utf8')).map((d) => ({ file: f, doc: d.toJS() })))
  .filter(({ doc }) => doc);
const byKind = (kind) => docs.filter(({ doc }) => doc.kind === kind).map(({ doc }) => doc);
const deployments = byKind('Deployment');
for (const d of deployments) {
  const selector = d.spec.selector.matchLabels;
  const labels = d.spec.template.metadata.labels;
  check(Object.entries(selector).every(([k, v]) => labels[k] === v), `k8s: deployment ${d.metadata.name} selector does not match its pod labels`);
}
const serviceNames = new Set(byKind('Service').map((s) => s.metadata.name));
for (const s of byKind('Service')) {
  check(deployments.some((d) => Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v)), `k8s: service ${s.metadata.name} selects no deployment`);
}
for (const ingress of byKind('Ingress')) {
  for (const rule of ingress.spec.rules) {
    for (const path of rule.http.paths) check(serviceNames.has(path.backend.service.name), `k8s: ingress ${rule.host} points at unknown service ${path.backend.service.name}`);
  }
}
const configNames = new Set([...byKind('ConfigMap'), ...byKind('Secret')].map((c) => c.metadata.name));
for (const d of deployments) {
  for (const container of d.spec.template.spec.containers) {
    for (const from of container.envFrom ?? []) {
      const ref = from.configMapRef?.name ?? from.secretRef?.name;
      check(configNames.has(ref), `k8s: ${d.metadata.name} reads unknown ${ref}`);
    }
  }
}

// CORS: the API allows every frontend origin a browser is sent to, or sign-in fails there.
const allowed = (value) => String(value ?? '').split(',').map((o) => o.trim());
const composeOrigins = allowed(services['api-1']?.environment?.CORS_ORIGINS);
for (const [name, service] of Object.entries(services).filter(([, s]) => s.build?.args?.APP)) {
  const port = String(service.ports?.[0] ?? '').split(':')[0];
  check(composeOrigins.includes(`http://localhost:${port}`), `compose: CORS_ORIGINS does not allow ${name} (http://localhost:${port})`);
}
const k8sOrigins = allowed(byKind('ConfigMap').find((c) => c.data?.CORS_ORIGINS)?.data.CORS_ORIGINS);
for (const rule of byKind('Ingress').flatMap((ingress) => ingress.spec.rules)) {
  if (!rule.host.startsWith('api.')) check(k8sOrigins.includes(`https://${rule.host}`), `k8s: CORS_ORIGINS does not allow https://${rule.host}`);
}

// The area manifest: every per-area part of the files above is what areas.json says.
for (const { file, content, current } of expectedAreaFiles()) {
  check(content === current, `${file} does not match areas.json (run node docker/area-config.mjs)`);
}

if (problems.length > 0) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  process.exit(1);
}
console.info(
  `Deployment configuration ok: ${Object.keys(services).length} compose services, ${docs.length} Kubernetes objects, the driver app's service worker and manifest served fresh.`,
);
