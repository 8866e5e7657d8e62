# syntax=docker/dockerfile:1
# Saral in one image: the built web app and the compiled API server, run as a non-root user.
# The same commands as a local production build (docs/deployment.md): npm ci, npm run build,
# node apps/server/dist/main.js.
ARG NODE_VERSION=22

# --- build: every dependency (dev included), then the web app and the compiled server ---------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The npm the lockfile and its install-script approvals (allowScripts) are made with.
RUN npm install --global npm@11.19.1
# Manifests first: the dependency layer stays cached while only sources change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the server's production dependencies and the two builds, nothing else -----------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN npm install --global npm@11.19.1
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The contract is bundled into the server; npm packages (sharp, PGlite, pg, tesseract.js …) are not.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# /data: PGlite's database (without DATABASE_URL) and uploaded images (FILE_STORAGE=local).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1: SIGTERM reaches the server, which finishes open requests and exits.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
