import { PGlite } from '@electric-sql/pglite';
const a = new PGlite();
await a.exec('create table x(i int); insert into x values (42);');
const d = await a.dumpDataDir('gzip');
console.log(d.constructor.name, d.type, d.size, d.name);
await a.close();
const buf = Buffer.from(await d.arrayBuffer());
for (const blob of [d, new Blob([buf], {type: d.type}), new File([buf], 'x.tar.gz', {type: d.type})]) {
  const b = new PGlite(undefined, { loadDataDir: blob });
  try { console.log((await b.query('select * from x')).rows); } catch (e) { console.log('ERR', e.message); }
  await b.close();
  const c = new PGlite({ loadDataDir: blob });
  try { console.log('opts-only', (await c.query('select * from x')).rows); } catch (e) { console.log('ERR2', e.message); }
}
