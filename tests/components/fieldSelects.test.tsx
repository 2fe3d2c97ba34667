import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CountrySelect from '../../src/components/CountrySelect';
import DateOfBirthSelect, { datePartOrder } from '../../src/components/DateOfBirthSelect';
import PhoneInput from '../../src/components/PhoneInput';
import ProvinceSelect from '../../src/components/ProvinceSelect';
import { clinicYear } from '../../src/lib/clinicYear';
import { renderWithI18n } from './i18n';

describe('DateOfBirthSelect', () => {
  /** An empty date of birth in `lang`, its changes recorded by the returned mock. */
  async function renderEmptyDob(legend: string, lang: 'en' | 'cn', invalid = false) {
    const onChange = vi.fn();
    await renderWithI18n(
      <DateOfBirthSelect
        idPrefix="dob"
        legend={legend}
        value={{ day: '', month: '', year: '' }}
        onChange={onChange}
        invalid={invalid}
      />,
      lang,
    );
    return onChange;
  }

  it('is a group of three labelled selects: days 01-31, months with names, years down to 1900', async () => {
    const onChange = await renderEmptyDob('Date of Birth', 'en', true);
    const group = screen.getByRole('group', { name: 'Date of Birth' });
    const day = within(group).getByRole('combobox', { name: 'Day' });
    const month = within(group).getByRole('combobox', { name: 'Month' });
    const year = within(group).getByRole('combobox', { name: 'Year' });
    // Plain DOM for the 150-odd options: role queries over them are slow on a busy machine.
    const texts = (el: HTMLElement) => [...el.querySelectorAll('option')].map((o) => o.textContent);
    expect(texts(day).slice(1)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(texts(month)[1]).toBe('01 - January');
    expect(texts(month)[12]).toBe('12 - December');
    const years = texts(year).slice(1);
    expect(years[0]).toBe(String(clinicYear()));
    expect(years.at(-1)).toBe('1900');
    expect(day).toHaveClass('is-invalid');
    expect(day).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(month, '04');
    expect(onChange).toHaveBeenCalledWith({ day: '', month: '04', year: '' });
    // English: day, month, year, on screen and in tab order.
    expect([...group.querySelectorAll('select')].map((el) => el.id)).toEqual([
      'dob-day',
      'dob-month',
      'dob-year',
    ]);
  });

  it('in Chinese: year, month, day, as Chinese writes a date, with months 1月…12月', async () => {
    const onChange = await renderEmptyDob('出生日期', 'cn');
    const group = screen.getByRole('group', { name: '出生日期' });
    const selects = [...group.querySelectorAll('select')];
    // Document order is the visual order and the tab order.
    expect(selects.map((el) => el.id)).toEqual(['dob-year', 'dob-month', 'dob-day']);
    expect(selects.map((el) => el.labels?.[0]?.textContent)).toEqual(['年', '月', '日']);
    const month = within(group).getByRole('combobox', { name: '月' });
    const texts = [...month.querySelectorAll('option')].map((o) => o.textContent);
    expect(texts).toEqual(['月', ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`)]);
    expect(texts.join()).not.toMatch(/ - |一月/);
    // Values stay the same two digits in both languages.
    await userEvent.selectOptions(month, '12月');
    expect(onChange).toHaveBeenCalledWith({ day: '', month: '12', year: '' });
    const years = [
      ...within(group).getByRole('combobox', { name: '年' }).querySelectorAll('option'),
    ];
    expect(years[1]?.textContent).toBe(String(clinicYear()));

    // Days without a leading zero, as Chinese writes a date (review C5); values stay 01…31.
    const day = within(group).getByRole('combobox', { name: '日' });
    const days = [...day.querySelectorAll('option')].slice(1);
    expect(days.map((o) => o.textContent)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 1)),
    );
    expect(days.map((o) => o.value)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    await userEvent.selectOptions(day, '5');
    expect(onChange).toHaveBeenLastCalledWith({ day: '05', month: '', year: '' });
  });
});

describe('datePartOrder', () => {
  it('is day, month, year in English and year, month, day in Chinese', () => {
    expect(datePartOrder('en')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('cn')).toEqual(['year', 'month', 'day']);
  });
});

describe('CountrySelect', () => {
  it('lists about 240 countries, Canada first, English values, labels in the language', async () => {
    await renderWithI18n(<CountrySelect id="c" value="Canada" onChange={() => {}} />, 'cn');
    const options = [...document.querySelectorAll('option')];
    expect(options.length).toBeGreaterThan(235);
    expect(options.length).toBeLessThan(250);
    expect(options[1]?.value).toBe('Canada');
    expect(options[1]?.textContent).toBe('加拿大');
    expect(options.find((o) => o.value === 'United States')?.textContent).toBe('美國');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('Canada');
    // Hong Kong names, like the rest of the Chinese (not Taiwan's 義大利, 紐西蘭).
    expect(options.find((o) => o.value === 'Italy')?.textContent).toBe('意大利');
    expect(options.find((o) => o.value === 'New Zealand')?.textContent).toBe('新西蘭');
    expect(options.find((o) => o.value === 'Saudi Arabia')?.textContent).toBe('沙地阿拉伯');
  });
});

describe('ProvinceSelect', () => {
  it('has every province and territory plus Other, whose label can change', async () => {
    await renderWithI18n(
      <ProvinceSelect
        id="hc"
        value=""
        onChange={() => {}}
        otherLabelKey="fields:pharmacy.legend"
      />,
    );
    const values = (screen.getAllByRole('option') as HTMLOptionElement[]).map((o) => o.value);
    expect(values).toEqual([
      '',
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
      'Other',
    ]);
    expect(screen.getByRole('option', { name: 'Preferred Pharmacy' })).toHaveValue('Other');
  });

  it('names Alberta as Hong Kong and Canada’s Chinese press do: 亞伯達省, not 艾伯塔省', async () => {
    await renderWithI18n(<ProvinceSelect id="p" value="" onChange={() => {}} />, 'cn');
    expect(screen.getByRole('option', { name: '亞伯達省' })).toHaveValue('AB');
  });

  it('marks a legacy free-text province for update', async () => {
    await renderWithI18n(<ProvinceSelect id="p" value="B.C." onChange={() => {}} />);
    expect(screen.getByRole('option', { name: 'B.C. (update required*)' })).toBeInTheDocument();
  });
});

describe('PhoneInput', () => {
  it('formats as typed and takes digits only', async () => {
    const user = userEvent.setup();
    const { rerender } = await renderWithI18n(<PhoneInput id="ph" value="" onChange={() => {}} />);
    let value = '';
    const onChange = (next: string) => {
      value = next;
      rerender(<PhoneInput id="ph" value={value} onChange={onChange} />);
    };
    rerender(<PhoneInput id="ph" value={value} onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), '604a555b01234');
    expect(value).toBe('604-555-0123');
    expect(screen.getByRole('textbox')).toHaveAttribute('maxLength', '12');
  });
});
