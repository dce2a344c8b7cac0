# The content server. Build context: the repository root.
#   docker build -f docker/api.Dockerfile -t haulage/api .
# Three stages: the production dependencies, the compiled API (api/dist/server.js, bundled with the
# shared contracts by esbuild; docs/adr/0014-compiled-api.md), and a runtime holding only those two:
# no TypeScript loader, compiler or dev dependency.
FROM node:20-bookworm-slim AS deps
# better-sqlite3 compiles from source (no prebuilt binary is downloaded).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
RUN npm install --no-audit --no-fund --workspace @haulage/api --include-workspace-root=false --omit=dev

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY api/package.json api/
# Native addons stay external to the bundle, so nothing needs compiling here (--ignore-scripts).
RUN npm install --no-audit --no-fund --workspace @haulage/api --include-workspace-root=false --ignore-scripts
COPY shared/src/contracts shared/src/contracts
COPY api/tsconfig.json api/
COPY api/scripts/build.mjs api/scripts/
COPY api/src api/src
RUN node api/scripts/build.mjs

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337 SQLITE_PATH=/data/haulage.db UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/api/node_modules ./api/node_modules
COPY api/package.json api/
COPY --from=build /app/api/dist ./api/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/_health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
WORKDIR /app/api
# The same flags as scripts/lib/build-api.mjs (API_NODE_FLAGS); docker/check-api-image.mjs compares them.
# On the command line, where every V8 flag is accepted.
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=20", "dist/server.js"]
