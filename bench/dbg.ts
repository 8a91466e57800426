import { openBackend } from './backends.js';
const b = await openBackend('pglite');
const [u] = await b.database.query<{ id: string }>(`select id from "user" where email = 'bench@upline.local'`);
const time = async (label: string, text: string) => {
  for (let i = 0; i < 3; i++) await b.database.query(text, [u.id]);
  const t = performance.now(); for (let i = 0; i < 10; i++) await b.database.query(text, [u.id]);
  console.log(label, ((performance.now() - t) / 10).toFixed(2), 'ms');
};
await time('contacts offset 9980 full rows', `select * from contacts where user_id = $1 order by lower(first_name), lower(last_name), id limit 20 offset 9980`);
await time('contacts offset 9980 ids', `select id from contacts where user_id = $1 order by lower(first_name), lower(last_name), id limit 20 offset 9980`);
await b.database.query('vacuum contacts');
await time('after vacuum ids', `select id from contacts where user_id = $1 order by lower(first_name), lower(last_name), id limit 20 offset 9980`);
await time('contacts offset 99980 ids', `select id from contacts where user_id = $1 order by lower(first_name), lower(last_name), id limit 20 offset 99980`);
await b.close();
