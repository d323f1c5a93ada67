import { z } from 'zod';
import { PUBLIC_TOKEN_MIN_LENGTH } from './public-token.js';

/** a public page's path key (./public-token.ts): url-safe characters, at least 22 of them */
export const zPublicToken = z.string().regex(/^[A-Za-z0-9_-]+$/).min(PUBLIC_TOKEN_MIN_LENGTH).max(64);
