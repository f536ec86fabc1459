import { pageWebMessages } from '@cbo/contracts/page-messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { RevealScoresSwitch } from './reveal-scores-switch';

function Edition({ initial, onFinish }: { initial: string; onFinish: (values: { revealScores: string }) => void }) {
  return (
    <Form initialValues={{ revealScores: initial }} onFinish={onFinish}>
      <Form.Item name="revealScores" label="reveal">
        <RevealScoresSwitch />
      </Form.Item>
      <button type="submit">save</button>
    </Form>
  );
}

describe("the edition form's reveal-scores switch", () => {
  it("shows the stored '1'/'0' as on/off and stores the flip as '1'/'0'", async () => {
    const saved: string[] = [];
    render(<Edition initial="0" onFinish={(values) => saved.push(values.revealScores)} />);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('save'));
    await screen.findByRole('switch');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual(['1']);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByText('save'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual(['1', '0']);
  });

  it('is labelled in both languages', () => {
    expect(pageWebMessages['comp.revealScores']).toEqual({
      'zh-CN': '公示结束后向参赛者公开各项评分和评语',
      'en-US': 'Show entrants their criterion scores and comments after the publicity window',
    });
  });
});
