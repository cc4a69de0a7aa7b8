import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The server renders every page and links the built client; `npm run dev` serves these files with hot reload.
export default defineConfig({
  plugins: [react()],
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: { input: 'src/web/entry-client.tsx' },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { port: 5173, strictPort: true, cors: true, origin: 'http://localhost:5173' },
})
