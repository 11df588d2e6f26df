import { useQuery } from '@tanstack/vue-query';
import { computed, type ComputedRef } from 'vue';
import { type PluginStates, pluginStates } from '../logic/plugin-pages.ts';
import { unwrapBody } from './client.ts';
import { useIdentity } from './identity.ts';
import { api } from './instance.ts';

/**
 * Which plugins are enabled, as far as the caller may know: `GET /v2/admin/plugins` answers
 * instance admins only, so it is asked only for them (once per minute at most; under the admin
 * plugins panel's key, so a flip there refreshes it). For anyone else the states are unknown.
 */
export function usePluginStates(): { states: ComputedRef<PluginStates>; ready: ComputedRef<boolean> } {
  const me = useIdentity();
  const admin = computed(() => me.data.value?.admin === true);
  const list = useQuery({
    queryKey: ['admin', 'plugins', 'states'],
    enabled: admin,
    queryFn: () => unwrapBody(api().GET('/v2/admin/plugins')),
    staleTime: 60_000,
    retry: false,
  });
  return {
    states: computed(() => (admin.value ? pluginStates(list.data.value?.plugins) : undefined)),
    ready: computed(
      () => me.data.value !== undefined && (!admin.value || list.data.value !== undefined || list.isError.value),
    ),
  };
}
