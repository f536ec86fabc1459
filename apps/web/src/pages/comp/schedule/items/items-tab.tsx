import { Empty } from 'antd';

/** Placeholder until its area lands (issue 35 foundation); replaced by the real tab. */
export function ItemsTab() {
  return <Empty />;
}
