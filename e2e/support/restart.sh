#!/usr/bin/env bash
# Local helper: rebuild and restart the e2e server (the Playwright run reuses it outside CI).
cd "$(dirname "$0")/../.." || exit 1
pkill -f "e2e/support/server.mjs" ; pkill -f "next start -p 3100"; pkill -f "sandbox/main.ts"
sleep 1
npx next build > /tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
(E2E_SANDBOX_DATA_DIR=/tmp/bo-sbx nohup npm exec -- node e2e/support/server.mjs > /tmp/server.log 2>&1 &)
for _ in $(seq 1 60); do curl -sf -o /dev/null http://localhost:3100/auth && exit 0; sleep 1; done
tail -20 /tmp/server.log; exit 1
