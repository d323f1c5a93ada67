import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // foundation tables, plus each framework library's and module's own <name>.tables.ts
  schema: ['./src/db/schema.ts', './src/lib/**/*.tables.ts', './src/modules/**/*.tables.ts'],
  out: './migrations',
});
