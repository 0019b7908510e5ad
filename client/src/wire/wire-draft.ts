/** Half-filled forms survive the detour through sign-in: one sessionStorage entry per form. */

const prefix = 'buildwire:draft:';

export function draftKey(form: string): string {
  return `${prefix}${form}`;
}

export function loadDraft<T extends object>(form: string, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(draftKey(form));
    if (!raw) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? { ...fallback, ...(parsed as Partial<T>) } : fallback;
  } catch {
    return fallback;
  }
}

export function saveDraft(form: string, values: object): void {
  try {
    window.sessionStorage.setItem(draftKey(form), JSON.stringify(values));
  } catch {
    // storage full or disabled: the form still works, only the draft is lost
  }
}

export function clearDraft(form: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(form));
  } catch {
    // nothing to clear
  }
}
