// Global styles load with the entry (not as a federated chunk), so the first paint is styled.
import './styles.css';

// Asynchronous boundary: lets Module Federation negotiate shared libraries before React starts.
import('./bootstrap').catch((error: unknown) => console.error(error));
