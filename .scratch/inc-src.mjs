import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = p.timeDeltas, samples = p.samples;
let total = 0; for (const d of dt) total += d;
const inc = new Map();
for (let i = 0; i < samples.length; i++) { let id = samples[i]; const seen = new Set(); while (id !== undefined) { const n = byId.get(id); const u = n.callFrame.url; if (u.includes('/src/')) { const k = u.split('/src/')[1] + ' ' + n.callFrame.functionName; if (!seen.has(k)) { seen.add(k); inc.set(k, (inc.get(k) ?? 0) + dt[i]); } } id = parent.get(id); } }
[...inc].sort((a, b) => b[1] - a[1]).slice(0, 45).forEach(([k, v]) => console.log((100 * v / total).toFixed(1).padStart(5) + '%', k));
