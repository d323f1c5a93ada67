#!/usr/bin/env node
// The README's test command: lint, type-check, unit tests, the API tests and the browser tests in Chromium. Ends with
// one line: "N passed, N failed" over every suite.
// Where the database comes from: without DATABASE_URL (a newcomer's `npm test`) every API test and the browser tests'
// server run on the embedded PGlite. With DATABASE_URL (CI creates a fresh database) they run on that PostgreSQL
// server, the database production uses, and PGlite keeps a smoke run of the files that exercise its own paths (the
// job queue through PGlite's handle, migrations, routes end to end); JIKIM_TEST_BOTH=true runs the whole API suite
// on both, as CI did until the suite outgrew its time budget.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- api` runs one stage
const want = (stage) => only.length === 0 || only.includes(stage);

let passed = 0;
let failed = 0;
const stages = [];
/** names of failed tests, printed again in the summary so the end of a CI log says what failed */
const failures = [];
/** terminal colour codes in Playwright's error messages */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** tests that failed and then passed on CI's one retry: green, but listed so they get fixed */
const flaky = [];

function run(cmd, args, opts = {}) {
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env }, shell: false });
  return { ok: r.status === 0, ms: Date.now() - t0 };
}

/** a check without test counts (lint, type-check) counts as one test */
function check(name, cmd, args, opts) {
  console.log(`\n=== ${name}`);
  const r = run(cmd, args, opts);
  if (r.ok) passed += 1;
  else failed += 1;
  stages.push(`${name}: ${r.ok ? 'ok' : 'FAILED'} (${(r.ms / 1000).toFixed(1)} s)`);
  return r.ok;
}

function vitest(name, cwd, env = {}, files = []) {
  console.log(`\n=== ${name}`);
  const file = path.join(out, `${name.replace(/\W+/g, '-')}.json`);
  const r = run('npx', ['vitest', 'run', '--root', cwd, '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...files], { env });
  let p = 0;
  let f = 0;
  if (existsSync(file)) {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    p = j.numPassedTests ?? 0;
    f = (j.numFailedTests ?? 0) + (j.numTotalTestSuites > 0 && j.success === false && !j.numFailedTests ? 1 : 0);
    for (const tr of j.testResults ?? []) {
      const rel = path.relative(root, tr.name ?? '');
      if (tr.status === 'failed' && !(tr.assertionResults ?? []).some((a) => a.status === 'failed')) {
        failures.push(`${name}: ${rel}: ${String(tr.message ?? '').split('\n')[0].slice(0, 300)}`);
      }
      for (const a of tr.assertionResults ?? []) {
        if (a.status === 'passed' && (a.failureMessages ?? []).length > 0) {
          flaky.push(`${name}: ${rel} › ${a.fullName}: ${String(a.failureMessages[0]).split('\n')[0].slice(0, 300)}`);
        }
        if (a.status !== 'failed') continue;
        const msg = String((a.failureMessages ?? [])[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`${name}: ${rel} › ${a.fullName}: ${msg}`);
      }
    }
  } else f = 1;
  if (!r.ok && f === 0) f = 1;
  passed += p;
  failed += f;
  stages.push(`${name}: ${p} passed, ${f} failed (${(r.ms / 1000).toFixed(1)} s)`);
}

check('build shared', 'npx', ['tsc', '-b', 'packages/shared']);
if (want('lint')) check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (want('typecheck')) {
  const projects = ['apps/server/tsconfig.test.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'].filter((p) => existsSync(path.join(root, p)));
  for (const p of projects) check(`typecheck ${path.dirname(p)}`, 'npx', ['tsc', '-p', p, '--noEmit']);
}
if (want('unit')) {
  for (const ws of ['packages/shared', 'apps/web']) {
    if (existsSync(path.join(root, ws, 'vitest.config.ts'))) vitest(`unit ${ws}`, ws);
  }
}
/** the API files that also run on PGlite when the suite runs on PostgreSQL (see the top of this file) */
const PGLITE_SMOKE = ['src/lib/jobs/jobs.test.ts', 'src/modules/notify/notify.migration.test.ts', 'src/modules/impr/impr.routes.test.ts'];
if (want('api')) {
  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl) {
    vitest('api postgres', 'apps/server', { TEST_DATABASE_URL: pgUrl });
    if (process.env.JIKIM_TEST_BOTH === 'true') vitest('api pglite', 'apps/server', { TEST_DATABASE_URL: '' });
    else vitest('api pglite (smoke)', 'apps/server', { TEST_DATABASE_URL: '' }, PGLITE_SMOKE);
  } else {
    vitest('api pglite', 'apps/server', { TEST_DATABASE_URL: '' });
    console.log('\n(DATABASE_URL not set: the API suite ran on PGlite)');
  }
}
if (want('e2e') && existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  console.log('\n=== browser tests');
  const ensure = run('node', ['scripts/ensure-chromium.mjs']);
  if (!ensure.ok) {
    failed += 1;
    stages.push('browser tests: Chromium missing');
  } else if (check('build web', 'npm', ['run', 'build', '-w', '@jikim/web']) && check('build server', 'npm', ['run', 'build', '-w', '@jikim/server'])) {
    const file = path.join(out, 'e2e.json');
    const r = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } });
    let p = 0;
    let f = 0;
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const s = report.stats ?? {};
      p = (s.expected ?? 0) + (s.flaky ?? 0);
      f = s.unexpected ?? 0;
      const walk = (suite, trail) => {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests ?? []) {
            if (t.status === 'flaky') {
              const first = (t.results ?? []).find((x) => x.status !== 'passed');
              const msg = String(first?.error?.message ?? '').replace(ANSI, '').split('\n')[0].slice(0, 300);
              flaky.push(`browser tests: ${[...trail, spec.title].filter(Boolean).join(' › ')} [${t.projectName}]: ${msg}`);
            }
            if (t.status !== 'unexpected') continue;
            const last = (t.results ?? []).at(-1);
            const msg = String(last?.error?.message ?? '').replace(ANSI, '').split('\n')[0].slice(0, 300);
            failures.push(`browser tests: ${[...trail, spec.title].filter(Boolean).join(' › ')} [${t.projectName}]: ${msg}`);
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
      };
      for (const suite of report.suites ?? []) walk(suite, []);
    }
    if (!r.ok && f === 0) f = 1;
    passed += p;
    failed += f;
    stages.push(`browser tests: ${p} passed, ${f} failed (${(r.ms / 1000).toFixed(1)} s); screenshots in ${path.join(out, 'screenshots')}`);
  }
}

console.log('\n=== summary');
for (const s of stages) console.log(`  ${s}`);
if (flaky.length) {
  console.log('  passed only on retry (flaky):');
  for (const f of flaky.slice(0, 30)) console.log(`    - ${f}`);
}
if (failures.length) {
  console.log('  failed tests:');
  for (const f of failures.slice(0, 30)) console.log(`    - ${f}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
