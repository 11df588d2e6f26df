import { loadDropIns } from '../platform/plugins/drop-ins.ts';
import { useDropInPlugins } from '../platform/plugins/runtime.ts';

/**
 * Imported (for its effect) by the functions that consult plugin contributions: the plugin
 * routes, the admin surface, the file functions and the migration worker (storage adapters).
 * The other functions register only the compiled-in plugins and bundle no archive, signature
 * or truststore code.
 */
useDropInPlugins(loadDropIns);
