import { Switch } from 'antd';

export interface RevealScoresSwitchProps {
  /** The edition's revealScores: '1' on, '0' off (the form item passes it). */
  value?: string;
  onChange?: (value: '0' | '1') => void;
  id?: string;
}

/**
 * The edition's 公开评分 switch (docs/awards.md): the form stores '1'/'0', the switch shows on/off.
 * The label sits on the form item, so the switch itself only carries the item's id.
 */
export function RevealScoresSwitch({ value, onChange, id }: RevealScoresSwitchProps) {
  return <Switch id={id} checked={value === '1'} onChange={(checked) => onChange?.(checked ? '1' : '0')} />;
}
