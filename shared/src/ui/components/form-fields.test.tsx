import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../render-with-ui';
import { CheckboxField } from './checkbox-field';
import { DateField, NumberField, TextareaField, TextField } from './form-fields';
import { SelectField } from './select-field';

interface Values {
  truckName: string;
  odometer: number;
  techInspectionDate: string;
  truckType: string;
  remarks: string;
}

const TruckForm = ({ onSubmit }: { onSubmit: (values: Values) => void }) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { truckName: '', truckType: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Truck name"
        required
        registration={register('truckName', { required: 'Please enter Truck name' })}
        error={errors.truckName}
      />
      <NumberField label="Odometer" registration={register('odometer', { valueAsNumber: true })} />
      <DateField label="Technical inspection" registration={register('techInspectionDate')} />
      <SelectField
        label="Truck type"
        placeholder="Choose…"
        options={[{ value: 'tractor', label: 'Tractor' }]}
        registration={register('truckType')}
      />
      <TextareaField label="Remarks" registration={register('remarks')} helperText="Visible to dispatch" />
      <button type="submit">Save</button>
    </form>
  );
};

describe('form fields', () => {
  it('label their inputs, mark required ones and show the error message', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<TruckForm onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: /Truck name/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Truck name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Visible to dispatch')).toBeInTheDocument();
  });

  it('hand typed values to react-hook-form', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<TruckForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Truck name/ }), 'Volvo FH16');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Odometer' }), '120500');
    await userEvent.type(screen.getByLabelText('Technical inspection'), '2026-03-01');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Truck type' }), 'tractor');
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarks' }), 'New tyres');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { truckName: 'Volvo FH16', odometer: 120500, techInspectionDate: '2026-03-01', truckType: 'tractor', remarks: 'New tyres' },
      expect.anything(),
    );
  });
});

describe('CheckboxField', () => {
  const Harness = () => {
    const [checked, setChecked] = useState(false);
    return (
      <>
        <CheckboxField label="Active" checked={checked} onCheckedChange={setChecked} />
        <p>{checked ? 'on' : 'off'}</p>
      </>
    );
  };

  it('toggles through its label', async () => {
    renderWithUi(<Harness />);
    await userEvent.click(screen.getByText('Active'));
    expect(screen.getByText('on')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  });
});
