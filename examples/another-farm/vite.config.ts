import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite app: the kit needs no plugin and no special resolve conditions.
export default defineConfig({ plugins: [react()] });
