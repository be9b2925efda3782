/** Joins the class names that are set; CSS Modules hand back `undefined` for unknown keys. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
