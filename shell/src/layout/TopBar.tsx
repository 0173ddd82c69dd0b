import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MeResponse } from '@portal/contracts/me';
import { NotificationBell } from './NotificationBell';
import { identityDetail, identityLine, initials, pageTitle } from './top-bar-model';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3.25rem;
  padding: 0.5rem 1rem;
  border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
  background: ${({ theme: t }) => t.colors.surface};
  position: sticky;
  top: 0;
  z-index: 20;
`;
const ToggleButton = styled.button`
  flex: none;
  background: transparent;
  border: 1px solid ${({ theme: t }) => t.colors.border};
  color: ${({ theme: t }) => t.colors.text};
  border-radius: ${({ theme: t }) => t.radius.md};
  padding: 0.3rem 0.6rem;
  font-size: 1.1rem;
  cursor: pointer;
`;
const Title = styled.div`
  flex: 1;
  min-width: 0;
  font-weight: 600;
  font-size: 1.05rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  /* a long company name gives way to the page title only so far; the full line is its tooltip */
  max-width: 24rem;
  line-height: 1.3;
  text-align: right;
`;
const Name = styled.span`
  max-width: 100%;
  font-weight: 600;
  font-size: 0.95rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Detail = styled.span`
  max-width: 100%;
  font-size: 0.8rem;
  color: ${({ theme: t }) => t.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const SignOutButton = styled.button`
  flex: none;
  background: transparent;
  border: 1px solid ${({ theme: t }) => t.colors.border};
  color: ${({ theme: t }) => t.colors.text};
  border-radius: ${({ theme: t }) => t.radius.md};
  padding: 0.35rem 0.75rem;
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme: t }) => t.colors.surfaceRaised};
  }
`;
const AccountButton = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme: t }) => t.radius.full};
  border: 1px solid ${({ theme: t }) => t.colors.border};
  background: ${({ theme: t }) => t.colors.surfaceRaised};
  color: ${({ theme: t }) => t.colors.text};
  font: inherit;
  font-weight: 600;
  font-size: 0.85rem;
  cursor: pointer;
`;
const MenuWrap = styled.div`
  position: relative;
  flex: none;
`;
const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  width: min(18rem, calc(100vw - 2rem));
  padding: 0.9rem;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  background: ${({ theme: t }) => t.colors.surface};
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radius.lg};
  box-shadow: 0 0.75rem 2rem rgba(0, 0, 0, 0.5);
  ${Identity} {
    align-items: flex-start;
    max-width: none;
    text-align: left;
  }
  /* the menu has the room to show every word */
  ${Name}, ${Detail} {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/**
 * Who is signed in: the name, then the company with what it is on the platform and the user's role in
 * it ('Atlas Refining SA (Buyer) · Operations'); a platform administrator's company and 'Administrator'.
 */
function IdentityLines({ me }: { me: MeResponse }) {
  const name = me.profile.full_name || me.profile.email;
  const detail = identityDetail(me);
  const { company, role, companyRole } = detail;
  const companyPart = company ? <span data-testid="topbar-company">{company}</span> : null;
  const rolePart = <span data-testid="topbar-role">{role}</span>;
  return (
    <Identity data-testid="topbar-identity">
      <Name data-testid="topbar-name" title={name}>
        {name}
      </Name>
      <Detail title={identityLine(detail)}>
        {companyRole ? (
          <>
            {companyPart ? (
              <>
                {companyPart} ({rolePart})
              </>
            ) : (
              rolePart
            )}{' '}
            · <span data-testid="topbar-company-role">{companyRole}</span>
          </>
        ) : (
          <>
            {companyPart ? <>{companyPart} · </> : null}
            {rolePart}
          </>
        )}
      </Detail>
    </Identity>
  );
}

/** Small screens: the identity and Sign out sit behind a round button with the user's initials. */
function AccountMenu({ me, onSignOut }: { me: MeResponse; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrap.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const name = me.profile.full_name || me.profile.email;
  return (
    <MenuWrap ref={wrap}>
      <AccountButton
        type="button"
        // the visible initials are part of the name (WCAG 2.5.3, label in name)
        aria-label={`Account of ${name}, ${initials(name)}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {initials(name)}
      </AccountButton>
      {open ? (
        <Menu id={menuId}>
          <IdentityLines me={me} />
          <SignOutButton type="button" onClick={onSignOut}>
            Sign out
          </SignOutButton>
        </Menu>
      ) : null}
    </MenuWrap>
  );
}

export interface TopBarProps {
  me: MeResponse | undefined;
  compact: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
}

/** The top bar of every signed-in page: sidebar toggle, the page's title, who is signed in, Sign out. */
export function TopBar({ me, compact, sidebarOpen, onToggleSidebar, onSignOut }: TopBarProps) {
  const location = useLocation();
  return (
    <Bar>
      <ToggleButton
        type="button"
        aria-label="Toggle sidebar"
        aria-controls="sidebar"
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        ☰
      </ToggleButton>
      <Title data-testid="topbar-title">{pageTitle(location.pathname)}</Title>
      {me ? <NotificationBell /> : null}
      {me ? (
        compact ? (
          <AccountMenu me={me} onSignOut={onSignOut} />
        ) : (
          <>
            <IdentityLines me={me} />
            <SignOutButton type="button" onClick={onSignOut}>
              Sign out
            </SignOutButton>
          </>
        )
      ) : null}
    </Bar>
  );
}
