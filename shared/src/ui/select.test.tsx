import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const SIZES = [1, 2, 3].map((size) => ({ value: size, label: `${size} seats` }));

describe('Select', () => {
  it('is named by its label and answers with the chosen value, not its text', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Select label="Party size" value={2} options={SIZES} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Party size' });
    expect(select).toHaveValue('2');
    await user.selectOptions(select, '3 seats');
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
