# One frontend (the shell or a remote), built and served the way the product is deployed:
# no-cache entry files, immutable hashed chunks, CORS for remotes, SPA fallback for the shell.
#   docker build -f docker/web.Dockerfile --build-arg APP=mf-fleet -t haulage/mf-fleet .
ARG APP=shell

FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w @haulage/${APP}

FROM node:20-bookworm-slim
ARG APP
ENV APP=${APP} HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /app/scripts/serve-static.mjs scripts/serve-static.mjs
COPY --from=build /app/shell/scripts shell/scripts
# The registry writer reads the area manifest through its loader.
COPY --from=build /app/areas.json areas.json
COPY --from=build /app/scripts/lib/areas.cjs scripts/lib/areas.cjs
COPY --from=build /app/${APP}/dist ${APP}/dist
COPY docker/web-entrypoint.sh /usr/local/bin/web-entrypoint.sh
RUN chown -R node:node /app
USER node
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/web-entrypoint.sh"]
