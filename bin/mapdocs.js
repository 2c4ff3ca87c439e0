#!/usr/bin/env node
// CLI entry: registers the TypeScript loader, then hands argv to the command parser.
import { register } from 'tsx/esm/api';

// React's development build checks every element: several times slower for static rendering.
process.env.NODE_ENV ??= 'production';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
