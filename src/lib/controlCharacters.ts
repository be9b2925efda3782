/**
 * C0 controls but tab, line feed and carriage return (a remark may have lines), DEL, C1
 * controls, and the bidirectional overrides and isolates that make text read differently
 * from what it is (a name that shows one thing and stores another). The storefront's forms
 * and the mock gateway refuse them alike. A module of its own: only the forms' lazily loaded
 * schemas need it, not the shell.
 */
function isControlCharacter(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlCharacter(text.charCodeAt(index))) return true;
  }
  return false;
}
