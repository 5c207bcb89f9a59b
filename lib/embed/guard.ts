/** Whatever goes wrong in a list stays inside it: logged, never thrown into the partner's page. */
export function guard(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('Worthy: the list could not be shown', error);
  }
}
