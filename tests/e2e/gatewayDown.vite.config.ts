import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import shopConfig from '../../vite.config.ts';

// `vite preview --config tests/e2e/gatewayDown.vite.config.ts`: the shop's own preview (its
// headers, its pre-rendered pages) with a gateway that is down at the same origin: every
// /api call answers 503, as a deployment's proxy does while the gateway is away. The answer
// comes from the server, so a call the production build's service worker passes on meets it
// where it would in life (previewWithoutGateway in support.ts).
const gatewayDown: Plugin = {
  name: 'kopi-e2e-gateway-down',
  // Ahead of the shop's own preview plugins, which answer an unknown path themselves.
  enforce: 'pre',
  configurePreviewServer(server) {
    server.middlewares.use('/api', (_request, response) => {
      response.statusCode = 503;
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({ error: 'unavailable', error_description: 'Gateway tidak tersedia' }),
      );
    });
  },
};

export default defineConfig(
  (env) => mergeConfig(shopConfig(env) as UserConfig, { plugins: [gatewayDown] }) as UserConfig,
);
