// Asynchronous boundary: lets Module Federation negotiate shared libraries before React starts.
import('./bootstrap').catch((error: unknown) => console.error(error));
