// Async boundary: shared singletons (react, amplify, ...) are negotiated before any of them is evaluated.
void import('./bootstrap');
export {};
