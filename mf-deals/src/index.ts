// Async boundary: shared singletons (react, styled-components, @portal/web/*) are negotiated before any of them is evaluated.
void import('./bootstrap');
export {};
