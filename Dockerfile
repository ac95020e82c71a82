# syntax=docker/dockerfile:1
#
# The production image of the merchant back office (issue 35 §1; README "Image and compose").
#
#   docker build -t merchant-back-office .                                  the app (the default, last stage)
#   docker build --target acquiring-sandbox -t merchant-back-office-sandbox .   the demo acquiring API
#   docker build --target proxy -t merchant-back-office-proxy .               Debian's nginx, as the tests run it
#
# The app's runtime holds Node 24 from the base image and the standalone artifact (scripts/artifact.mjs): no npm
# install, no sources, no devDependency (the node@24 package is for developers' machines only), no secret. It runs
# as the image's unprivileged `node` user and writes nothing but /tmp, so it runs with a read-only root file system.

ARG NODE_IMAGE=node:24.21.0-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

# --- dependencies: exactly the locked tree ----------------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json ./
# No install script runs: none is allowed (package.json "allowScripts") but the node@24 devDependency's download,
# which the image's own Node 24 makes useless.
RUN npm ci --ignore-scripts --no-audit --no-fund

# --- build: Next's standalone output, then the artifact -----------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /src/node_modules ./node_modules
COPY . .
RUN npm run build && node scripts/artifact.mjs /artifact

# --- the demo acquiring API (compose's `acquiring-api`; a bank points ACQUIRING_API_URL at its own) --------------
FROM ${NODE_IMAGE} AS acquiring-sandbox
WORKDIR /sandbox
# the sandbox needs no package: Node's own modules, its sources, and the contract's tables it shares with the app
COPY --from=build /src/package.json ./
COPY --from=build /src/sandbox ./sandbox
COPY --from=build /src/lib ./lib
COPY --from=build /src/messages ./messages
ENV SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=4010 SANDBOX_DATA_DIR=/data
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4010/info',{headers:{'request-source':'frontend'}}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "sandbox/main.ts"]

# --- the TLS proxy of compose.yaml: Debian's nginx, the one the as-deployed test runs -----------------------------
FROM ${DEBIAN_IMAGE} AS proxy
# the site is compose.yaml's `nginx-site`; the root file system is read-only but /tmp and /var/lib/nginx
RUN apt-get update && apt-get install -y --no-install-recommends nginx \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && sed -i 's|^pid .*|pid /tmp/nginx.pid;|' /etc/nginx/nginx.conf \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 443
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

# --- the app's runtime (the default target) ------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    METRICS_PORT=9464 \
    TMPDIR=/tmp
WORKDIR /app
# owned by root, read by `node`: the app cannot change its own files
COPY --from=build /artifact ./
USER node
EXPOSE 3000 9464
# liveness only: a down acquiring API must not get every instance restarted (readiness is /api/health/ready)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: readiness down, SHUTDOWN_DELAY_MS of service, then the requests in flight finish (compose gives it 45 s)
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
