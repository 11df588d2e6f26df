import { createRouter, createWebHistory, type RouteLocationNormalized } from 'vue-router';
import { signedIn } from './auth/session.ts';

/** Every page is its own chunk: the first route loads the shell and one page only. */
export const router = createRouter({
  history: createWebHistory(import.meta.env.BASE_URL),
  routes: [
    { path: '/', redirect: { name: 'collections' } },
    { path: '/sign-in', name: 'sign-in', component: () => import('./pages/SignInPage.vue'), meta: { public: true } },
    {
      path: '/callback',
      name: 'callback',
      component: () => import('./pages/CallbackPage.vue'),
      meta: { public: true },
    },
    { path: '/signed-out', name: 'signed-out', redirect: () => ({ name: 'sign-in', query: { signedOut: '1' } }) },
    { path: '/collections', name: 'collections', component: () => import('./pages/CollectionsPage.vue') },
    {
      path: '/collections/:collectionId(\\d+)',
      name: 'collection',
      component: () => import('./pages/CollectionPage.vue'),
      props: true,
    },
    {
      path: '/collections/:collectionId(\\d+)/data-objects/:dataObjectId(\\d+)',
      name: 'data-object',
      component: () => import('./pages/DataObjectPage.vue'),
      props: true,
    },
    {
      path: '/collections/:collectionId(\\d+)/records',
      name: 'collection-records',
      component: () => import('./pages/RecordsPage.vue'),
      props: true,
    },
    {
      path: '/collections/:collectionId(\\d+)/data-objects/:dataObjectId(\\d+)/records',
      name: 'data-object-records',
      component: () => import('./pages/RecordsPage.vue'),
      props: true,
    },
    {
      path: '/provenance/:appId([^/]+)',
      name: 'provenance',
      component: () => import('./pages/ProvenancePage.vue'),
      props: true,
    },
    { path: '/containers', name: 'containers', component: () => import('./pages/ContainersPage.vue') },
    {
      path: '/containers/file/:containerId(\\d+)',
      name: 'file-container',
      component: () => import('./pages/FileContainerPage.vue'),
      props: true,
    },
    {
      path: '/containers/timeseries/:containerId(\\d+)',
      name: 'timeseries-container',
      component: () => import('./pages/TimeseriesContainerPage.vue'),
      props: true,
    },
    {
      path: '/containers/hdf/:appId([^/]+)',
      name: 'hdf-container',
      component: () => import('./pages/HdfContainerPage.vue'),
      props: true,
    },
    {
      path: '/containers/structured/:containerId(\\d+)',
      name: 'structured-container',
      component: () => import('./pages/StructuredContainerPage.vue'),
      props: true,
    },
    {
      path: '/containers/spatial/:containerId(\\d+)',
      name: 'spatial-container',
      component: () => import('./pages/SpatialContainerPage.vue'),
      props: true,
    },
    { path: '/profile', name: 'profile', component: () => import('./pages/ProfilePage.vue') },
    { path: '/templates', name: 'templates', component: () => import('./pages/TemplatesPage.vue') },
    {
      path: '/templates/:appId/form',
      name: 'template-form',
      component: () => import('./pages/TemplateFormPage.vue'),
      props: true,
    },
    { path: '/shapes/build', name: 'shape-builder', component: () => import('./pages/ShapeBuilderPage.vue') },
    { path: '/sparql', name: 'sparql', component: () => import('./pages/SparqlPage.vue') },
    {
      // instance-admin only: the guard asks who the caller is (api/identity.ts) before the page loads.
      path: '/admin',
      name: 'admin',
      component: () => import('./pages/AdminPage.vue'),
      beforeEnter: async (to) => (await import('./api/identity.ts')).adminOnly(to),
    },
    { path: '/:unknown(.*)*', name: 'not-found', component: () => import('./pages/NotFoundPage.vue') },
  ],
});

/**
 * Starts loading the lazy page chunks of the route at `path` (a path below the console's base)
 * without navigating. At start-up the router asks for them only once the app has mounted; asked
 * here, the page's chunk loads while the configuration and the app start (the cold first visit).
 * The browser keeps the module, so the router's own import later takes it from there.
 */
export function preloadRoute(path: string): void {
  for (const record of router.resolve(path).matched) {
    const c = record.components?.['default'];
    // A lazy route component is a loader function; a component object (or functional component) is not loaded here.
    if (typeof c === 'function' && !('displayName' in c) && !('props' in c) && !('__vccOpts' in c))
      void (c as () => Promise<unknown>)().catch(() => undefined);
  }
}

/** Where sign-in sends the user back to (only paths of this console). */
export function returnPath(query: RouteLocationNormalized['query']): string {
  const r = query['redirect'];
  const path = typeof r === 'string' ? r : '';
  return path.startsWith('/') && !path.startsWith('//') ? path : '/collections';
}

router.beforeEach((to) => {
  if (to.meta['public'] || signedIn.value) return true;
  return { name: 'sign-in', query: { redirect: to.fullPath } };
});

// A deploy replaced the chunks this tab knew: load the page afresh instead of showing a blank one.
router.onError((error: unknown, to) => {
  if (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message))
    window.location.assign(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${to.fullPath}`);
});
