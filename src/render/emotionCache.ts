import createCache from '@emotion/cache';

/** Same key on server and client, so the browser adopts the prerendered styles. */
export const createEmotionCache = () => createCache({ key: 'css' });
