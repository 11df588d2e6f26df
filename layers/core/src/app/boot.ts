import { useBundledPlugins } from '../platform/plugins/runtime.ts';
import { bundledPlugins } from './bundled-plugins/index.ts';
import './features.ts';

/**
 * What every process of the application sets up before it serves anything: the features'
 * registries (owned edges, via features.ts) and the compiled-in plugins. Imported by every
 * function's entry (app/handler.ts) and by tests that call core modules directly.
 */
useBundledPlugins(bundledPlugins);
