import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The README's whole configuration for MapLib: none (the React plugin is Vite's own template).
export default defineConfig({ plugins: [react()] });
