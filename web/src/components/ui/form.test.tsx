import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { Form, serverErrorField, useZodForm } from './form.tsx';

const Schema = z.object({ name: z.string().trim().min(1, 'Please enter a name.'), city: z.string() });

function TestForm({
  onSubmit,
  onInvalidSubmit,
}: {
  onSubmit: (values: z.output<typeof Schema>) => Promise<void>;
  onInvalidSubmit?: () => void;
}) {
  const form = useZodForm(Schema, { defaultValues: { name: '', city: '' } });
  const { errors } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit} onInvalidSubmit={onInvalidSubmit} aria-label="Test">
      <input aria-label="Name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
      {errors.name ? <p>{errors.name.message}</p> : null}
      <input aria-label="City" {...form.register('city')} />
      {errors.root?.server ? <p role="alert">{errors.root.server.message}</p> : null}
      <button type="submit">Save</button>
    </Form>
  );
}

const badRequest = (body: unknown) => new ApiError('Name is taken.', 400, 'response', body);

describe('serverErrorField', () => {
  it("names the form's field a 400 carries, and nothing for other fields, statuses or errors", () => {
    expect(serverErrorField(badRequest({ message: 'Name is taken.', field: 'name' }), ['name', 'city'])).toBe('name');
    expect(serverErrorField(badRequest({ message: 'Name is taken.', field: 'other' }), ['name', 'city'])).toBeNull();
    expect(serverErrorField(badRequest({ message: 'Name is taken.' }), ['name', 'city'])).toBeNull();
    expect(serverErrorField(new ApiError('Nope', 403, 'response', { message: 'Nope', field: 'name' }), ['name'])).toBeNull();
    expect(serverErrorField(new Error('name'), ['name'])).toBeNull();
  });
});

describe('Form', () => {
  it("shows the schema's message and does not submit invalid values", async () => {
    const submitted: unknown[] = [];
    render(<TestForm onSubmit={async (values) => void submitted.push(values)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('tells onInvalidSubmit of a submit the schema stopped, and only of that', async () => {
    const submitted: unknown[] = [];
    let invalid = 0;
    render(<TestForm onSubmit={async (values) => void submitted.push(values)} onInvalidSubmit={() => invalid++} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please enter a name.');
    expect(invalid).toBe(1);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(submitted).toEqual([{ name: 'Ada', city: '' }]);
    expect(invalid).toBe(1);
  });

  it('submits the parsed values', async () => {
    const submitted: unknown[] = [];
    render(<TestForm onSubmit={async (values) => void submitted.push(values)} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Ada ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(submitted).toEqual([{ name: 'Ada', city: '' }]);
  });

  it("puts a server 400 on the field it names, focused, by the answer's field and not its text", async () => {
    render(
      <TestForm
        onSubmit={async () => {
          throw badRequest({ message: 'Name is taken.', field: 'name' });
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows any other failure as the form's own error", async () => {
    render(
      <TestForm
        onSubmit={async () => {
          throw badRequest({ message: 'Name is taken.' });
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is taken.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it("says 'Failed!' when the error is not the server's answer", async () => {
    render(
      <TestForm
        onSubmit={async () => {
          throw new Error('boom');
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed!');
  });
});
