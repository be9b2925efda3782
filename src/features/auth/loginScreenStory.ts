import { expectLocation, expectNoGlobalError, findScreen } from '@kit/story';

/**
 * Sent on to log in (an account made, a profile completed, an account activated): the login
 * screen at /login, and no global error dialog on the way.
 */
export async function expectSentToLogIn(canvasElement: HTMLElement) {
  await expectLocation('/login');
  await findScreen(canvasElement, 'Login');
  await expectNoGlobalError();
}
