import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { emailSchema } from '@/api-client/schemas/fields';
import { useSpecForm } from '@/components/forms/use-spec-form';

const schema = z.object({ email: emailSchema });

function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const { register, handleSubmit, formState } = useSpecForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(({ email }) => onSend(email))(event)}>
      <label>
        E-mail
        <input {...register('email')} />
      </label>
      {formState.errors.email ? <p role="alert">{formState.errors.email.message}</p> : null}
      <button type="submit">Отправить</button>
    </form>
  );
}

describe('useSpecForm (spec §5)', () => {
  it('checks on send, clears a field’s error as soon as it is edited, and checks again only on the next send', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<EmailForm onSend={onSend} />);
    await user.type(screen.getByLabelText('E-mail'), 'abc');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email заполнен неверно');
    // Still not an e-mail, but edited: the error goes until the next send.
    await user.type(screen.getByLabelText('E-mail'), 'd');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email заполнен неверно');
    await user.type(screen.getByLabelText('E-mail'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSend).toHaveBeenCalledWith('abcd@example.com');
  });
});
