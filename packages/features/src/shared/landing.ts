/**
 * Where a sign-in lands (the signed-in layout and the dashboard) is the app's to know; the
 * one-time-code screen only asks for it to be fetched ahead, while the patient reads the code, so
 * the dashboard shows the moment the code is accepted. app/routes.tsx and app/signedInRoutes.tsx say what to fetch.
 */
let preloadLanding: () => void = () => {};

export function setSignedInLanding(preload: () => void): void {
  preloadLanding = preload;
}

export function preloadSignedInLanding(): void {
  preloadLanding();
}
