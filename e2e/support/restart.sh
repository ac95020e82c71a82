#!/usr/bin/env bash
# Local helper: rebuild and restart the e2e server (the Playwright run reuses it outside CI).
cd "$(dirname "$0")/../.." || exit 1
APP_PORT="${E2E_APP_PORT:-3100}"
pkill -f "next start -p $APP_PORT"; pkill -f "e2e/support/server.mjs $APP_PORT"
sleep 1
npx next build > /tmp/build-$APP_PORT.log 2>&1 || { tail -30 /tmp/build-$APP_PORT.log; exit 1; }
(E2E_SANDBOX_DATA_DIR=/tmp/bo-sbx-$APP_PORT nohup npm exec -- node e2e/support/server.mjs $APP_PORT > /tmp/server-$APP_PORT.log 2>&1 &)
for _ in $(seq 1 60); do curl -sf -o /dev/null http://localhost:$APP_PORT/auth && exit 0; sleep 1; done
tail -20 /tmp/server-$APP_PORT.log; exit 1
