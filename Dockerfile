# syntax=docker/dockerfile:1
# Revy in production: the API and the built web app on one port, as a non-root user.
# Build: docker build -t revy .   Run the whole stack: docker compose up (compose.yaml).

# --- dependencies: every workspace's manifest first, so source edits reuse this layer ---
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/server/stubs apps/server/stubs
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund

# --- build: the web app for production ---
FROM deps AS build
COPY . .
RUN NODE_ENV=production npm run build -w apps/web

# --- runtime dependencies only ---
FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    SERVE_WEB=true \
    DATA_DIR=/data \
    # glibc keeps memory freed by photo decoding otherwise (decision 018).
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server runs its TypeScript through tsx (decision 006); SIGTERM closes it gracefully.
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
