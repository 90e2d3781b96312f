import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('binds its label to the input', () => {
    render(<TextField label="E-mailadres" name="email" />);

    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('name', 'email');
  });

  it('marks the input invalid and describes it with the announced error', () => {
    render(
      <TextField
        label="E-mailadres"
        hint="Hier sturen we je bevestiging naartoe."
        error="Voer een geldig e-mailadres in"
      />,
    );

    const input = screen.getByLabelText('E-mailadres');
    const error = screen.getByRole('alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input).toHaveAccessibleDescription(
      'Hier sturen we je bevestiging naartoe. Voer een geldig e-mailadres in',
    );
  });

  it('is neither invalid nor described when there is no error or hint', () => {
    render(<TextField label="Naam" />);

    const input = screen.getByLabelText('Naam');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forwards its ref to the input, or to the textarea when multiline', () => {
    const inputRef = createRef<HTMLInputElement>();
    const textareaRef = createRef<HTMLTextAreaElement>();
    render(
      <>
        <TextField label="Naam" ref={inputRef} />
        <TextField label="Omschrijving" multiline ref={textareaRef} />
      </>,
    );

    expect(inputRef.current).toBe(screen.getByLabelText('Naam'));
    expect(textareaRef.current).toBeInstanceOf(HTMLTextAreaElement);
    expect(textareaRef.current).toBe(screen.getByLabelText('Omschrijving'));
  });

  it("works with props spread from react-hook-form's register()", async () => {
    const registered = { name: 'email', onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() };
    render(<TextField label="E-mailadres" {...registered} />);
    const input = screen.getByLabelText('E-mailadres');

    await userEvent.type(input, 'a');
    await userEvent.tab();

    expect(registered.ref).toHaveBeenCalledWith(input);
    expect(registered.onChange).toHaveBeenCalled();
    expect(registered.onBlur).toHaveBeenCalled();
  });
});
