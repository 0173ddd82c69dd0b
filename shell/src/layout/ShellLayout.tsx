import { useEffect, useState } from 'react';
import { matchPath, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { signOutUser } from '@portal/web/auth';
import { theme } from '@portal/ui/theme';
import { notify } from '@portal/ui/notify';
import { errorText } from '@portal/web/errors';
import { routeTable } from '../routes/route-table';
import { logoutState, useViewer } from '../routes/useViewer';
import { ContactDialog } from './ContactDialog';
import { TopBar } from './TopBar';
import { readSidebarOpen, sidebarEntries, writeSidebarOpen, type SidebarGroup } from './sidebar-model';
import { useMediaQuery } from './useMediaQuery';
import { useSessionRefusal } from './useSessionRefusal';

const SIDEBAR_WIDTH = '16rem';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
`;
const Aside = styled.aside<{ $open: boolean; $mobile: boolean }>`
  width: ${SIDEBAR_WIDTH};
  flex: none;
  background: ${({ theme: t }) => t.colors.surface};
  border-right: 1px solid ${({ theme: t }) => t.colors.border};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  ${({ $mobile }) =>
    $mobile
      ? css`
          position: fixed;
          inset: 0 auto 0 0;
          z-index: 40;
          overflow-y: auto;
          box-shadow: 0 0 2rem rgba(0, 0, 0, 0.6);
        `
      : // the column stretches with the page (its background reaches the bottom); its content stays in view
        css`
          align-self: stretch;
        `}
`;
/** The sidebar's content: one screen high and in view while the page scrolls. */
const SidebarInner = styled.div`
  position: sticky;
  top: 0;
  min-height: 100vh;
  max-height: 100vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  padding: 1rem 0.75rem;
  gap: 0.25rem;
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme: t }) => t.colors.overlay};
  z-index: 30;
`;
const Brand = styled.div`
  font-weight: 700;
  font-size: 1.05rem;
  padding: 0.25rem 0.75rem 1rem;
`;
const itemStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme: t }) => t.radius.md};
  color: ${({ theme: t }) => t.colors.text};
  text-decoration: none;
  font: inherit;
  font-size: 0.95rem;
  background: transparent;
  border: 0;
  cursor: pointer;
  text-align: left;
  &:hover {
    background: ${({ theme: t }) => t.colors.surfaceRaised};
  }
`;
const Item = styled(NavLink)`
  ${itemStyles}
  &.active {
    background: ${({ theme: t }) => t.colors.surfaceRaised};
    color: ${({ theme: t }) => t.colors.info};
  }
`;
const ItemButton = styled.button`
  ${itemStyles}
`;
const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 0.75rem;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
`;
const Footer = styled.div`
  margin-top: auto;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme: t }) => t.colors.border};
`;
const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
const Content = styled.main`
  flex: 1;
  min-width: 0;
`;

function Group({ group, onNavigate }: { group: SidebarGroup; onNavigate: () => void }) {
  const location = useLocation();
  const [expanded, setExpanded] = useState(() => location.pathname.startsWith(group.to));
  const listId = `sidebar-group-${group.id}`;
  return (
    <li>
      <ItemButton
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        <span>{group.label}</span>
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
      </ItemButton>
      {expanded ? (
        <SubList id={listId}>
          {group.children.map((child) => (
            <li key={child.id}>
              <Item to={child.to} onClick={onNavigate}>
                {child.label}
              </Item>
            </li>
          ))}
        </SubList>
      ) : null}
    </li>
  );
}

/** Layout of every page except /auth: sidebar (when signed in), top bar, page, Contact Us dialog. */
export function ShellLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  useSessionRefusal();
  const { viewer, me } = useViewer();
  const mobile = useMediaQuery(`(max-width: ${theme.breakpoints.mobile - 1}px)`);
  const [desktopOpen, setDesktopOpen] = useState(() =>
    readSidebarOpen(typeof window === 'undefined' ? undefined : window.localStorage),
  );
  const [mobileOpen, setMobileOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);

  useEffect(() => setMobileOpen(false), [location.pathname, mobile]);

  const bare = routeTable.some((route) => route.layout === false && matchPath(route.path, location.pathname));
  if (bare || viewer.kind !== 'user') return <Outlet />;

  const open = mobile ? mobileOpen : desktopOpen;
  const toggle = () => {
    if (mobile) setMobileOpen((v) => !v);
    else
      setDesktopOpen((v) => {
        writeSidebarOpen(window.localStorage, !v);
        return !v;
      });
  };
  const closeMobile = () => {
    if (mobile) setMobileOpen(false);
  };

  const logout = async () => {
    logoutState.begin();
    try {
      await signOutUser();
      notify.success('Logged out successfully', 'You have been logged out of your account');
      navigate('/auth', { replace: true });
    } catch (error) {
      logoutState.end();
      notify.error('Error', errorText(error), error);
    }
  };

  return (
    <Shell>
      {mobile && open ? (
        <Backdrop data-testid="sidebar-backdrop" onClick={() => setMobileOpen(false)} />
      ) : null}
      <Aside id="sidebar" $open={open} $mobile={mobile} aria-label="Sidebar" data-testid="sidebar">
        <SidebarInner>
          <Brand>Commodity Trading Portal</Brand>
          <nav aria-label="Main">
            <List>
              {sidebarEntries(viewer).map((entry) => {
                if (entry.kind === 'group')
                  return <Group key={entry.id} group={entry} onNavigate={closeMobile} />;
                if (entry.kind === 'action') {
                  return (
                    <li key={entry.id}>
                      <ItemButton type="button" onClick={() => void logout()}>
                        {entry.label}
                      </ItemButton>
                    </li>
                  );
                }
                return (
                  <li key={entry.id}>
                    <Item to={entry.to} end onClick={closeMobile}>
                      {entry.label}
                    </Item>
                  </li>
                );
              })}
            </List>
          </nav>
          <Footer>
            <ItemButton type="button" onClick={() => setContactOpen(true)}>
              Contact Us
            </ItemButton>
          </Footer>
        </SidebarInner>
      </Aside>
      <Main>
        <TopBar
          me={me}
          compact={mobile}
          sidebarOpen={open}
          onToggleSidebar={toggle}
          onSignOut={() => void logout()}
        />
        <Content>
          <Outlet />
        </Content>
      </Main>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </Shell>
  );
}
