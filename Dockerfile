# Hearth in production: one image for the app instances and the worker (README → Running in production).
# CI cannot run a container engine, so scripts/check-production.mjs repeats the runtime stage's steps
# (the same files, `npm install --omit=dev`, start the built server, health) on every run.

# --- build: every dependency, then the web app and the server bundle ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies and the two builds, run as an unprivileged user ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# Fonts for the generated share cards (the slim image has none): Latin, Arabic and Hebrew (DejaVu),
# Chinese, Japanese and Korean (Noto CJK).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The worker runs the same image with: node server/dist/worker.js
CMD ["node", "server/dist/main.js"]
