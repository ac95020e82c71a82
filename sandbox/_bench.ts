import { statSync } from 'node:fs';
import { startSandbox } from './server.ts';
const t0 = performance.now();
const sb = await startSandbox({ port: 0, dataDir: '/tmp/sbbench', seed: 42, scale: 1_000_000, quiet: true });
console.log('generate', Math.round((performance.now() - t0) / 1000), 's', Math.round(statSync('/tmp/sbbench/sandbox-v5-seed42-scale1000000.sqlite').size / 1e6), 'MB');
const h = { 'Request-Source': 'frontend', 'content-type': 'application/json' };
for (const login of ['holding@demo.test', 'merchant@demo.test']) {
const auth = await (await fetch(`${sb.url}/api/session/auth`, { method: 'POST', headers: h, body: JSON.stringify({ login, password: 'demo' }) })).json() as { result: { token: string } };
const H = { ...h, Authorization: `Bearer ${auth.result.token}` };
for (const p of ['list', 'list/count', 'summary', 'summary/map', 'summary/operator', 'summary/terminal', 'summary/week', 'summary/period/hour', 'summary/method', 'summary/cardtype', 'summary/operation', 'summary/terminal?user.fullName.like=а']) {
  const t = performance.now();
  const r = await fetch(`${sb.url}/api/transaction/${p}`, { headers: H });
  await r.text();
  console.log(login, p, r.status, Math.round(performance.now() - t), 'ms');
}
}
await sb.close();
