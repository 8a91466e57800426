import { defineConfig } from 'vite';
import { clientConfig } from './vite.config';

/** The landing page's build, after the app's (`npm run build:client`): see clientConfig. */
export default defineConfig(clientConfig('landing'));
