# One Dockerfile, two runtime images:
#   target "web": the page server (one bundled file, page-server/dist) with the shell's and the four remotes'
#                 production builds (docker-compose runs one container per app, each with its own command and port);
#   target "api": the API with its production dependencies.
FROM node:24-bookworm AS build
WORKDIR /repo
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile \
 && node ops/bin/build.mjs \
 && pnpm --filter @blueprint/api deploy --prod --legacy /out/api \
 && cp -r api/dist /out/api/dist \
 && mkdir -p /out/web/page-server \
 && cp -r page-server/dist /out/web/page-server/dist \
 && for app in shell marketing-mfe catalog-mfe internship-mfe dashboard-mfe; do mkdir -p /out/web/$app && cp -r $app/dist /out/web/$app/dist; done

FROM node:24-bookworm-slim AS web
ENV NODE_ENV=production
WORKDIR /srv
COPY --from=build /out/web ./
USER node
# The app name and its dist folder come from the service's command (see docker-compose.yml).
ENTRYPOINT ["node", "page-server/dist/server.cjs"]

FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /srv/api
COPY --from=build /out/api ./
# /state: the live map and deploy log (a volume the API replicas write and the page servers read).
RUN mkdir -p /data /state && chown node:node /data /state
USER node
EXPOSE 4000
CMD ["node", "dist/server.cjs"]
