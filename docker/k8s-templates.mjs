// The Kubernetes objects of the frontends, one per app, written from the area manifest.
const HOST = (key) => `https://${key}.haulage.example`;

/** Every frontend host the browser is sent to: the shell (app.) and each area, standalone too. */
export const k8sOrigins = (areas) => ['https://app.haulage.example', ...areas.map((area) => HOST(area.key))].join(',');

const deployment = (name, env = []) => `---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: haulage-${name}
  labels: { app.kubernetes.io/name: haulage-${name} }
spec:
  replicas: 2
  selector:
    matchLabels: { app.kubernetes.io/name: haulage-${name} }
  template:
    metadata:
      labels: { app.kubernetes.io/name: haulage-${name} }
    spec:
      containers:
        - name: web
          image: haulage/${name}:latest
          ports: [{ containerPort: 8080, name: http }]
${env.length > 0 ? `          env:\n${env.map(([key, value]) => `            - { name: ${key}, value: "${value}" }`).join('\n')}\n` : ''}          readinessProbe:
            httpGet: { path: /, port: http }
          resources:
            requests: { cpu: 50m, memory: 48Mi }
            limits: { memory: 128Mi }
---
apiVersion: v1
kind: Service
metadata:
  name: haulage-${name}
spec:
  selector: { app.kubernetes.io/name: haulage-${name} }
  ports: [{ port: 80, targetPort: http, name: http }]
`;

export const frontendsYaml = (areas) => {
  const shellEnv = [['API_URL', 'https://api.haulage.example'], ...areas.map((area) => [`${area.env}_URL`, HOST(area.key)])];
  return [
    '# The shell and each remote: static files on their own origins, each deployed on its own.\n',
    '# Written from areas.json by docker/area-config.mjs.\n',
    deployment('shell', shellEnv),
    ...areas.map((area) => deployment(area.dir)),
  ].join('');
};

const rule = (host, service) =>
  `    - host: ${host}\n      http: { paths: [{ path: /, pathType: Prefix, backend: { service: { name: ${service}, port: { name: http } } } }] }\n`;

export const ingressYaml = (areas) => `# One host per app: the shell, each remote and the API on their own origins. The API host needs
# websocket upgrades for /socket.io (realtime topics). Written from areas.json by docker/area-config.mjs.
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: haulage
  annotations:
    nginx.ingress.kubernetes.io/proxy-body-size: 12m
    nginx.ingress.kubernetes.io/proxy-read-timeout: "75"
spec:
  ingressClassName: nginx
  rules:
${[rule('app.haulage.example', 'haulage-shell'), ...areas.map((area) => rule(`${area.key}.haulage.example`, `haulage-${area.dir}`)), rule('api.haulage.example', 'haulage-api')].join('')}`;
