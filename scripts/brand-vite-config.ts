import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/** The one Vite configuration every brand app shares; a brand folder holds only its config and assets. */
export function brandViteConfig(root: string): UserConfig {
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
  return defineConfig({
    root,
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false, target: 'es2022' },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  });
}
