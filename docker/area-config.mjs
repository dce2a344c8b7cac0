#!/usr/bin/env node
// The deployment files' per-area parts come from the area manifest (areas.json): one compose
// service and published port per area, the shell's <AREA>_URL, the API's CORS origins, one
// Kubernetes deployment, service and ingress host per area. `node docker/area-config.mjs` rewrites
// them; check-config.mjs fails when they differ from what the manifest says.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { frontendsYaml, ingressYaml, k8sOrigins } from './k8s-templates.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { loadAreas } = createRequire(import.meta.url)('../scripts/lib/areas.cjs');

// Keep the hand-written layout: long lines unfolded, flow lists as [a, b].
const FORMAT = { lineWidth: 0, flowCollectionPadding: false };

const composeOrigins = (areas) => {
  const ports = [3000, ...areas.map((area) => area.port)];
  return ['localhost', '127.0.0.1'].flatMap((name) => ports.map((port) => `http://${name}:${port}`)).join(',');
};

/** compose.yml with every area's service, the shell's URLs and the API's origins set from the manifest. */
const composeYaml = (text, areas) => {
  const doc = parseDocument(text);
  const services = doc.get('services');
  // A remote that left the manifest leaves compose too.
  for (const pair of [...services.items]) {
    const app = doc.getIn(['services', pair.key.value, 'build', 'args', 'APP']);
    if (app && app !== 'shell' && !areas.some((area) => area.dir === app)) services.delete(pair.key.value);
  }
  for (const area of areas) {
    doc.setIn(['services', 'shell', 'environment', `${area.env}_URL`], `http://localhost:${area.port}`);
    if (!doc.hasIn(['services', area.dir])) {
      const service = doc.createNode({ build: { context: '..', dockerfile: 'docker/web.Dockerfile', args: { APP: area.dir } } });
      service.get('build').flow = true;
      services.set(area.dir, service);
    }
    const published = `${area.port}:8080`;
    if (doc.getIn(['services', area.dir, 'ports', 0]) !== published) {
      const ports = doc.createNode([published], { flow: true });
      ports.items[0].type = 'QUOTE_DOUBLE';
      doc.setIn(['services', area.dir, 'ports'], ports);
    }
  }
  doc.setIn(['x-api', 'environment', 'CORS_ORIGINS'], composeOrigins(areas));
  return doc.toString(FORMAT);
};

const configYaml = (text, areas) => {
  const docs = text.split(/^---\n/m);
  const config = parseDocument(docs[0]);
  config.setIn(['data', 'CORS_ORIGINS'], k8sOrigins(areas));
  return [config.toString(FORMAT), ...docs.slice(1)].join('---\n');
};

/** Every file with an area part: its path and the content the manifest asks for. */
export const expectedAreaFiles = (areas = loadAreas()) => {
  const read = (file) => readFileSync(join(here, file), 'utf8');
  return [
    ['compose.yml', composeYaml(read('compose.yml'), areas)],
    ['k8s/config.yaml', configYaml(read('k8s/config.yaml'), areas)],
    ['k8s/frontends.yaml', frontendsYaml(areas)],
    ['k8s/ingress.yaml', ingressYaml(areas)],
  ].map(([file, content]) => ({ file, content, current: read(file) }));
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { file, content, current } of expectedAreaFiles()) {
    if (content === current) continue;
    writeFileSync(join(here, file), content);
    console.info(`Rewrote docker/${file} from areas.json`);
  }
}
