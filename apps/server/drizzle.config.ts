import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // foundation tables, plus each module's own <name>.tables.ts
  schema: ['./src/db/schema.ts', './src/modules/**/*.tables.ts'],
  out: './migrations',
});
