import { api, type CallOptions, callInit } from './client';
import { completed } from './response';

/**
 * The calls whose answer depends on the device (its `kopi_device` cookie, gateway.yaml: the
 * login's throttle and the code limits) send the gateway's cookies, on another origin too.
 */
export const WITH_DEVICE_COOKIE = { credentials: 'include' } as const;

/**
 * Asks the gateway to send a 6-digit code to a phone (WhatsApp or SMS): to register, or for
 * 'Lupa password?'. It answers alike whether or not the phone has an account; a 429 carries
 * Retry-After.
 */
export function requestPhoneCode(
  path: '/api/Customer/RegistrationCode' | '/api/Account/PasswordReset/Code',
  mobileNumber: string,
  options?: CallOptions,
) {
  return completed(
    api.POST(path, { body: { mobileNumber }, ...callInit(options), ...WITH_DEVICE_COOKIE }),
  );
}
