import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { enhance } from './topSearchKeys';

function topBarForm() {
  const form = document.createElement('form');
  form.action = '/products';
  const field = document.createElement('input');
  field.name = 'q';
  field.type = 'search';
  form.append(field);
  document.body.append(form);
  return { form, field };
}

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new SubmitEvent('submit', { cancelable: true, bubbles: true }));

beforeEach(() => {
  // jsdom has no media queries: a phone's, where '/' is no shortcut.
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the top bar search's keys", () => {
  test('Enter goes to the results in place, once per search', () => {
    const { form, field } = topBarForm();
    const navigate = vi.fn();
    enhance(form, navigate);
    field.value = 'gayo wine';
    const reloads = submit(form);
    expect(reloads).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/products?q=gayo+wine');
    expect(field.value).toBe('');
  });

  test('taken off, they leave the plain form: no navigate, no second handler', () => {
    const { form, field } = topBarForm();
    const first = vi.fn();
    const second = vi.fn();
    enhance(form, first)();
    enhance(form, second);
    field.value = 'toraja';
    submit(form);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
