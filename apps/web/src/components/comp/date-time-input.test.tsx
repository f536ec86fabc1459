import { fireEvent, render } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { DateTimeInput } from './date-time-input';

describe('date-time input', () => {
  it('keeps Enter from submitting the form around it; Enter in a text field still may', () => {
    const { container } = render(
      <Form>
        <Form.Item name="registrationStart">
          <DateTimeInput />
        </Form.Item>
        <Form.Item name="competitionName">
          <Input />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>,
    );
    const [date, text] = [...container.querySelectorAll('input')];
    // fireEvent answers false when a handler cancelled the key's default action (the implicit submission).
    expect(fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(text, { key: 'Enter', code: 'Enter' })).toBe(true);
  });
});
