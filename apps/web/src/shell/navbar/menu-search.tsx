import { SearchOutlined } from '@ant-design/icons';
import { Button, type RefSelectProps, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMenuStore } from '../../core/auth/session';
import { useT } from '../../core/i18n';
import { isExternal } from '../../core/links';
import { HOME_PATH } from '../../core/routing/paths';
import { createMenuSearch, entryHref, searchEntries } from './search-index';

/**
 * docs/web-client.md section 2 "Menu search": the icon toggles a search box over the permitted menus; results
 * show their title path; choosing one opens it (an external address in a new tab), clears the box
 * and closes it; a click elsewhere closes it.
 */
export function MenuSearch() {
  const t = useT();
  const navigate = useNavigate();
  const menus = useMenuStore((state) => state.menus);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const select = useRef<RefSelectProps>(null);
  const search = useMemo(
    () => createMenuSearch([{ title: [t('shell.home')], path: HOME_PATH }, ...searchEntries(menus)]),
    [menus, t],
  );
  const options = useMemo(
    () => search(query).map((entry) => ({ value: entryHref(entry), label: entry.title.join(' > ') })),
    [search, query],
  );

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  useEffect(() => {
    if (!open) return;
    select.current?.focus();
    const outside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) {
        setOpen(false);
        setQuery('');
      }
    };
    document.addEventListener('mousedown', outside, true);
    return () => document.removeEventListener('mousedown', outside, true);
  }, [open]);

  const choose = (href: string) => {
    close();
    if (isExternal(href)) window.open(href, '_blank', 'noopener,noreferrer');
    else navigate(href);
  };

  return (
    <div ref={box} className={open ? 'cbo-menu-search cbo-menu-search--open' : 'cbo-menu-search'}>
      <Button
        type="text"
        className="cbo-navbar__button"
        icon={<SearchOutlined />}
        aria-label={t('search.open')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      />
      {open && (
        <Select<string>
          ref={select}
          className="cbo-menu-search__select"
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          value={null}
          options={options}
          showSearch={{ searchValue: query, onSearch: setQuery, filterOption: false }}
          open={query.trim() !== ''}
          suffixIcon={null}
          notFoundContent={t('search.empty')}
          popupMatchSelectWidth={320}
          getPopupContainer={() => box.current ?? document.body}
          onChange={choose}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
      )}
    </div>
  );
}
