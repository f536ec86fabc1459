import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useId, useState } from 'react';

/**
 * A titled block that opens on a click (the draw history, the session's log). Not antd's Collapse:
 * that component lands in the login page's vendor chunk and the login page's JavaScript budget
 * (docs/architecture.md#budgets-and-benchmarks) has no room for it.
 */
export function Disclosure({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      <Button
        type="text"
        size="small"
        icon={open ? <DownOutlined /> : <RightOutlined />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </Button>
      {open && (
        <div id={id} className="cbo-roadshow-console__disclosure-body">
          {children}
        </div>
      )}
    </div>
  );
}
