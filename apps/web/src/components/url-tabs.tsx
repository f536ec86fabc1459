import { Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';

type TabItem<K extends string> = NonNullable<TabsProps['items']>[number] & { key: K };

/**
 * Tabs whose open tab is kept in the address (`?tab=`, replaced rather than pushed), so a reload or a
 * shared link opens the same tab; an unknown or missing value opens the first. Hidden tabs are not
 * kept mounted.
 */
export function UrlTabs<K extends string>({
  items,
  className,
}: {
  items: ReadonlyArray<TabItem<K>>;
  className?: string;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = items.find((item) => item.key === asked)?.key ?? items[0]?.key;
  return (
    <Tabs
      className={className}
      activeKey={active}
      destroyOnHidden
      onChange={(key) =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      items={[...items]}
    />
  );
}
