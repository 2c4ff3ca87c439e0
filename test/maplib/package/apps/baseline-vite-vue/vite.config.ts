import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// The README's whole configuration for MapLib: none (the Vue plugin is Vite's own template).
export default defineConfig({ plugins: [vue()] });
