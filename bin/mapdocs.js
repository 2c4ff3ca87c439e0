#!/usr/bin/env node
// CLI entry: registers the TypeScript loader, then hands argv to the command parser.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
