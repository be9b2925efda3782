/** A person's names as the session profile and the gateway's customer record both hold them. */
interface Names {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/**
 * A shared blend's maker as its page names them (gateway.yaml, SharedBlend.maker): the first
 * word of their name, or the whole name when they chose so; never their phone. The share
 * dialog's preview and the mock gateway both say it this way.
 */
export function blendMaker(names: Names | null, showSurname: boolean): string {
  const whole = `${names?.firstName ?? ''} ${names?.lastName ?? ''}`.trim().replace(/\s+/g, ' ');
  return showSurname ? whole : (whole.split(' ')[0] ?? '');
}
