import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv } from 'vite';

// Mocking is the embedded default: `npm run dev` and the e2e build run on the mock
// gateway. Set VITE_USE_MOCKS=false (with VITE_API_BASE_URL) for a real gateway;
// then the mock import in main.tsx is dead code and no mock module is bundled.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMocks = env.VITE_USE_MOCKS !== 'false';
  return {
    // The mock service worker script is served and emitted only when mocking is on.
    plugins: [react(), ...(useMocks ? [msw({ mode: 'worker-only' })] : [])],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        // The story and test kit; only stories and tests import it.
        '@kit': fileURLToPath(new URL('./tests/kit', import.meta.url)),
      },
    },
    define: {
      'import.meta.env.VITE_USE_MOCKS': JSON.stringify(useMocks ? 'true' : 'false'),
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
    },
  };
});
