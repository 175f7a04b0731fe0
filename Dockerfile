# syntax=docker/dockerfile:1
# The atlas as one image: the production build and the server, run as the unprivileged `node` user.
# Without DATABASE_URL it keeps its embedded database in /data (a volume); with it, it keeps no
# local state and any number of replicas may run (compose.yaml, README "Running at scale").

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that the dependencies layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY packages/directory/package.json packages/directory/
COPY packages/ui/package.json packages/ui/
COPY packages/app/package.json packages/app/
COPY packages/server/package.json packages/server/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --logLevel warn \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness: the process answers. Readiness (database reachable, migrations applied) is /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) lets requests in flight finish, for up to 10 seconds.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "packages/server/src/main.ts"]
