import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@portal/web/config';
import { registerRemotesFromConfig } from '@portal/web/remotes';
import { initAuth } from '@portal/web/auth';
import { installErrorReporter } from '@portal/web/error-reporter';
import { App } from './App';
import { prefetchedManifests, RUNTIME_CONFIG_URL, runtimeConfigResponse } from './early-boot';

/**
 * Boot: fetch /runtime-config.json (validated), configure the session, register the remotes of this
 * environment, render. A bad or missing config shows a plain error screen instead of a blank page.
 */
async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(RUNTIME_CONFIG_URL, () =>
      runtimeConfigResponse.then((r) => r.clone()),
    );
    // first: an error in what follows is reported too
    installErrorReporter(config.errorReporting, {
      fetch: (input, init) => fetch(input, init),
      page: () => window.location.pathname,
    });
    initAuth(config);
    registerRemotesFromConfig(config, prefetchedManifests);
  } catch (error) {
    console.error('[shell] boot failed', error);
    root.render(
      <div role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1>The portal could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
