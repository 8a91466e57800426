import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { optionBindings, tagsBindings, type TFormControl } from './form-field';
import { OptionSelect } from './option-select';
import { TagsInput } from './tags-input';

type TValues = { priority: '' | 'low' | 'high'; tags: string[] };
const t = (key: string, options?: { tag: string }) => (options ? `${key}:${options.tag}` : `t(${key})`);

/** A form as the fields components get it, its values shown for the assertions. */
function Harness({ errors = {} }: { errors?: Partial<Record<keyof TValues, string>> }) {
  const [values, setValues] = useState<TValues>({ priority: 'low', tags: ['vip'] });
  const [blurred, setBlurred] = useState<string[]>([]);
  const form: TFormControl<TValues> = {
    values,
    set: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    blur: (field) => setBlurred((b) => [...b, field]),
    error: (field) => errors[field],
  };
  const choice = optionBindings('task', t, form);
  return (
    <>
      <OptionSelect {...choice('priority', ['low', 'high'] as const)} />
      <TagsInput {...tagsBindings('task', t, form)} />
      <output data-testid="values">{JSON.stringify(values)}</output>
      <output data-testid="blurred">{blurred.join(',')}</output>
    </>
  );
}

afterEach(cleanup);

describe('form field bindings', () => {
  it('binds a select to its field: id, translated options, value, change and blur', () => {
    render(<Harness />);
    const select = screen.getByTestId('task-priority') as HTMLSelectElement;
    expect(select.id).toBe('task-priority');
    expect([...select.options].map((o) => o.textContent)).toEqual(['t(priority.low)', 't(priority.high)']);
    expect(select.value).toBe('low');
    fireEvent.change(select, { target: { value: 'high' } });
    expect(JSON.parse(screen.getByTestId('values').textContent!).priority).toBe('high');
    fireEvent.blur(select);
    expect(screen.getByTestId('blurred').textContent).toBe('priority');
    expect(select).toHaveAttribute('aria-invalid', 'false');
  });

  it("points a field's control at its error", () => {
    render(<Harness errors={{ priority: 'Choose a priority', tags: 'Too many tags' }} />);
    expect(screen.getByTestId('task-priority')).toHaveAttribute('aria-describedby', 'task-priority-error');
    expect(document.getElementById('task-tags')).toHaveAttribute('aria-describedby', 'task-tags-error');
  });

  it("binds the tags input to the form's tags, with the namespace's remove label", () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'form.removeTag:vip' })).toBeInTheDocument();
    const input = document.getElementById('task-tags') as HTMLInputElement;
    expect(input).not.toHaveAttribute('aria-describedby');
    fireEvent.change(input, { target: { value: 'lead' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(JSON.parse(screen.getByTestId('values').textContent!).tags).toEqual(['vip', 'lead']);
  });
});
