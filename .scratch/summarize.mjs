import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = p.timeDeltas; const samples = p.samples;
for (let i = 0; i < samples.length; i++) self.set(samples[i], (self.get(samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const cat = (n) => { const u = n.callFrame.url; const m = u.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); if (m) return m[1]; if (u.includes('/src/')) return 'src:' + u.split('/src/')[1]; if (!u) return n.callFrame.functionName || '(native)'; return u.replace(/^.*\//, ''); };
const selfCat = new Map(); const selfFn = new Map();
for (const [id, t] of self) { const n = byId.get(id); const c = cat(n).replace(/^src:([^/]+\/[^/]+).*/, 'src:$1'); selfCat.set(c, (selfCat.get(c) ?? 0) + t); const f = `${n.callFrame.functionName || '(anon)'} ${cat(n)}:${n.callFrame.lineNumber}`; selfFn.set(f, (selfFn.get(f) ?? 0) + t); }
const pr = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).forEach(([k2, v]) => console.log((100 * v / total).toFixed(1).padStart(5) + '%', k2));
console.log('SELF by package'); pr(selfCat, 30);
console.log('SELF by function'); pr(selfFn, 40);
// inclusive by package: for each sample, walk up the stack, count each package once
const inc = new Map();
for (let i = 0; i < samples.length; i++) { let id = samples[i]; const seen = new Set(); while (id !== undefined) { const n = byId.get(id); const c = cat(n).replace(/^src:([^/]+\/[^/]+).*/, 'src:$1'); if (!seen.has(c)) { seen.add(c); inc.set(c, (inc.get(c) ?? 0) + (dt[i] ?? 0)); } id = parent.get(id); } }
console.log('INCLUSIVE by package'); pr(inc, 30);
