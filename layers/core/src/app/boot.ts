import { useBundledPlugins } from '../platform/plugins/runtime.ts';
import { bundledPlugins } from './bundled-plugins/index.ts';

/**
 * What every process of the application sets up before it serves anything: the compiled-in
 * plugins. Imported by every function's entry (app/handler.ts) and by tests that call core
 * modules directly. Deliberately small: it must not pull other features into a bundle.
 */
useBundledPlugins(bundledPlugins);
