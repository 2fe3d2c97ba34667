import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import PhoneParts from '../../src/components/PhoneParts';
import { EMPTY_PHONE_PARTS, type PhoneParts as Parts } from '../../src/lib/phone';
import { renderWithI18n } from './i18n';

function Harness({ initial = EMPTY_PHONE_PARTS }: { initial?: Parts }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneParts id="mobile" legend="Mobile Phone" value={value} onChange={setValue} />
      <span data-testid="value">{`${value.p1}|${value.p2}|${value.p3}`}</span>
    </>
  );
}

const part = (name: RegExp) => screen.getByRole('textbox', { name });

describe('PhoneParts', () => {
  it('is a group with its legend and three labelled parts', async () => {
    await renderWithI18n(<Harness />);
    expect(screen.getByRole('group', { name: 'Mobile Phone' })).toBeInTheDocument();
    expect(part(/Mobile Phone, area code/)).toBeInTheDocument();
    expect(part(/Mobile Phone, first 3 digits/)).toBeInTheDocument();
    expect(part(/Mobile Phone, last 4 digits/)).toBeInTheDocument();
  });

  it('labels the parts in Chinese', async () => {
    await renderWithI18n(<Harness />, 'cn');
    expect(part(/Mobile Phone，區號/)).toBeInTheDocument();
  });

  it('accepts digits only and moves on when a part is full', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    await user.click(part(/area code/));
    await user.keyboard('6a0-4');
    await waitFor(() => expect(part(/first 3 digits/)).toHaveFocus());
    await user.keyboard('555');
    await waitFor(() => expect(part(/last 4 digits/)).toHaveFocus());
    await user.keyboard('0123');
    expect(screen.getByTestId('value')).toHaveTextContent('604|555|0123');
  });

  it('does not pull the focus back when the patient has moved on before the next frame', async () => {
    await renderWithI18n(
      <>
        <Harness />
        <input aria-label="Health Card Number" />
      </>,
    );
    const frames: FrameRequestCallback[] = [];
    const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const exchange = part(/first 3 digits/);
      exchange.focus();
      fireEvent.change(exchange, { target: { value: '555' } });
      // An autofill, or a quick hand, is in the next field before the frame comes.
      const other = screen.getByRole('textbox', { name: 'Health Card Number' });
      other.focus();
      act(() => frames.forEach((frame) => frame(0)));
      expect(other).toHaveFocus();
    } finally {
      spy.mockRestore();
    }
  });

  it('a digit typed into a full part before the frame comes ends up after the caret', async () => {
    await renderWithI18n(<Harness />);
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const caf = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => undefined;
    });
    try {
      const area = part(/area code/);
      area.focus();
      fireEvent.change(area, { target: { value: '604' } });
      fireEvent.change(area, { target: { value: '6045' } });
      act(() => frames.forEach((frame) => frame(0)));
      const exchange = part(/first 3 digits/) as HTMLInputElement;
      expect(exchange).toHaveFocus();
      expect(exchange).toHaveValue('5');
      expect(exchange.selectionStart).toBe(1);
    } finally {
      raf.mockRestore();
      caf.mockRestore();
    }
  });

  it('goes back on Backspace in an empty part', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness initial={{ p1: '604', p2: '', p3: '' }} />);
    await user.click(part(/first 3 digits/));
    await user.keyboard('{Backspace}');
    expect(part(/area code/)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent('60||');
  });

  it('spreads a pasted number over the parts', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    await user.click(part(/area code/));
    await user.paste('(604) 555-0123');
    expect(screen.getByTestId('value')).toHaveTextContent('604|555|0123');
    await waitFor(() => expect(part(/last 4 digits/)).toHaveFocus());
  });

  it('does not jump away when editing inside a full part', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness initial={{ p1: '604', p2: '555', p3: '' }} />);
    const first = part(/area code/);
    await user.click(first);
    await user.keyboard('{Backspace}');
    await user.keyboard('8');
    // Completed again by this keystroke: moving on is expected.
    await waitFor(() => expect(part(/first 3 digits/)).toHaveFocus());
    expect(screen.getByTestId('value')).toHaveTextContent('608|555|');
  });
});
