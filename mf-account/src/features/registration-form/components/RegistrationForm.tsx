import type { FormValues, Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import { Muted, Notice, Row, VisuallyHidden } from '@portal/ui/layout';
import { useMe } from '@portal/web/me';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isStatus, serverField, serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { fetchRegistration, saveDraft, submitRegistration } from '../api/registration';
import {
  invalidFields,
  missingFields,
  sectionsOf,
  visibleFieldList,
  type CatalogueSection,
} from '../utils/catalogue';
import {
  isReadOnly,
  missingFieldsMessage,
  parseFormValues,
  readOnlyNotice,
  submittedToast,
  valuesToSend,
  type FormValue,
} from '../utils/form-state';
import { FieldControl } from './FieldControl';

const BACK = '/my-account?tab=registration';

const Section = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1rem 1.25rem;
  margin-bottom: 1rem;
  & h2 {
    font-size: 1.1rem;
    margin: 0;
  }
`;
const SectionHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 0 1rem;
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;
const Footer = styled(Row)`
  justify-content: flex-end;
  margin-top: 0.5rem;
`;

type Load =
  | { kind: 'loading' }
  | { kind: 'error'; message?: string }
  | { kind: 'ready'; registration: Registration | null };

/**
 * /register/{type}: the catalogue's sections and fields (conditional fields via the catalogue's visibility
 * rule), Save for Later (draft, partial allowed), Submit Registration (checked here with the catalogue's
 * rules and again by the server). Submitted or approved registrations are read-only.
 */
export default function RegistrationForm({ type }: { type: RegistrationType }) {
  const navigate = useNavigate();
  const { mutate: revalidateMe } = useMe();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const [showInstructions, setShowInstructions] = useState(false);
  const [pending, setPending] = useState<'save' | 'submit' | null>(null);
  const uploads = useRef(new Set<string>());
  const [uploading, setUploading] = useState(false);

  const sections = useMemo(() => sectionsOf(type), [type]);

  const loadRegistration = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      const registration = await fetchRegistration(type);
      setValues(parseFormValues(registration?.form_values));
      setLoad({ kind: 'ready', registration });
    } catch (err) {
      notify.error('Failed to load saved registration data', serverMessage(err), err);
      setLoad({ kind: 'error', message: serverMessage(err) });
    }
  }, [type]);

  useEffect(() => {
    void loadRegistration();
  }, [loadRegistration]);

  const visible = useMemo(() => new Set(visibleFieldList(type, values).map((f) => f.name)), [type, values]);

  if (load.kind === 'loading') return <LoadingState text="Loading Registration Form" />;
  if (load.kind === 'error') {
    return (
      <Notice $tone="danger" role="alert">
        <p style={{ margin: '0 0 0.5rem' }}>
          Failed to load registration data{load.message ? `: ${load.message}` : ''}
        </p>
        <Row>
          <Button size="sm" onClick={() => void loadRegistration()}>
            Retry
          </Button>
          <Button size="sm" variant="secondary" onClick={() => navigate(BACK)}>
            Back
          </Button>
        </Row>
      </Notice>
    );
  }
  if (sections.length === 0) {
    return (
      <Notice $tone="danger" role="alert">
        Failed to load registration data: no form is defined for this registration type.
      </Notice>
    );
  }

  const status = load.registration?.status;
  const readOnly = isReadOnly(status);

  const setValue = (name: string, value: FormValue) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => {
      if (!prev[name]) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  };
  const setBusy = (name: string, busy: boolean) => {
    if (busy) uploads.current.add(name);
    else uploads.current.delete(name);
    setUploading(uploads.current.size > 0);
  };
  const labelOf = (name: string) =>
    sections.flatMap((s) => s.fields).find((f) => f.name === name)?.label ?? name;
  const expandSectionsWith = (names: string[]) => {
    const open: Record<string, boolean> = {};
    for (const s of sections) if (s.fields.some((f) => names.includes(f.name))) open[s.id] = false;
    setCollapsed((prev) => ({ ...prev, ...open }));
    // move focus to the first field in error (display order) once its section is shown
    const first = sections.flatMap((s) => s.fields).find((f) => names.includes(f.name));
    if (first) requestAnimationFrame(() => document.getElementById(`reg-${first.name}`)?.focus());
  };

  const save = async () => {
    setPending('save');
    try {
      const saved = await saveDraft(type, valuesToSend(values, visible));
      setLoad({ kind: 'ready', registration: saved });
      notify.success('Registration saved', 'You can continue it later from My Account');
      void revalidateMe();
    } catch (err) {
      notify.error('Failed to save registration', serverMessage(err), err);
    } finally {
      setPending(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || pending) return;
    const toSend = valuesToSend(values, visible);
    const missing = missingFields(type, toSend);
    const invalid = invalidFields(type, toSend);
    if (missing.length > 0 || Object.keys(invalid).length > 0) {
      const next: Record<string, string> = { ...invalid };
      for (const f of missing) next[f.name] = `${f.label} is required`;
      setErrors(next);
      expandSectionsWith(Object.keys(next));
      notify.error(
        'Failed to submit registration',
        missing.length > 0
          ? missingFieldsMessage(missing.map((f) => f.label))
          : Object.values(invalid).join('; '),
      );
      return;
    }
    setPending('submit');
    try {
      await submitRegistration(type, toSend);
      notify.success(submittedToast(type));
      await revalidateMe();
      navigate(BACK);
    } catch (err) {
      const field = serverField(err);
      if (field) {
        setErrors({ [field]: serverMessage(err) ?? `${labelOf(field)} is invalid` });
        expandSectionsWith([field]);
      }
      notify.error('Failed to submit registration', serverMessage(err), err);
      if (isStatus(err, 409)) void loadRegistration();
    } finally {
      setPending(null);
    }
  };

  const renderSection = (section: CatalogueSection) => {
    const fields = section.fields.filter((f) => visible.has(f.name));
    if (fields.length === 0) return null;
    const isCollapsed = Boolean(section.collapsible && collapsed[section.id]);
    const bodyId = `section-${section.id}`;
    return (
      <Section key={section.id} aria-labelledby={`${bodyId}-title`}>
        <SectionHead>
          <h2 id={`${bodyId}-title`}>{section.title}</h2>
          {section.collapsible ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={!isCollapsed}
              aria-controls={bodyId}
              onClick={() => setCollapsed((prev) => ({ ...prev, [section.id]: !isCollapsed }))}
            >
              {/* the name starts with the visible word (WCAG 2.5.3): 'Hide Product Documents' */}
              {isCollapsed ? 'Show' : 'Hide'}
              <VisuallyHidden> {section.title}</VisuallyHidden>
            </Button>
          ) : null}
        </SectionHead>
        <Fields id={bodyId} hidden={isCollapsed}>
          {fields.map((field) => (
            <FieldControl
              key={field.name}
              field={field}
              value={values[field.name]}
              error={errors[field.name]}
              readOnly={readOnly}
              onChange={setValue}
              onBusy={setBusy}
            />
          ))}
        </Fields>
      </Section>
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`${type} registration form`}
      aria-busy={pending ? true : undefined}
    >
      <Toolbar>
        <Button variant="outline" onClick={() => navigate(BACK)}>
          Back
        </Button>
        <Button
          variant="ghost"
          aria-expanded={showInstructions}
          onClick={() => setShowInstructions((v) => !v)}
        >
          {showInstructions ? 'Hide Agreement Instructions' : 'Show Agreement Instructions'}
        </Button>
      </Toolbar>
      {showInstructions ? (
        <Notice style={{ marginBottom: '1rem' }}>
          <strong>Agreement Instructions</strong>
          <p style={{ margin: '0.35rem 0' }}>Please download, print, sign, stamp, and upload the form</p>
          <a href="/agreement_form.pdf" download target="_blank" rel="noreferrer">
            Download Agreement Form
          </a>
        </Notice>
      ) : null}
      {readOnly ? (
        <Notice
          $tone={status === 'approved' ? 'success' : 'warning'}
          role="status"
          style={{ marginBottom: '1rem' }}
          data-testid="read-only-notice"
        >
          {readOnlyNotice(type, status)}
        </Notice>
      ) : null}
      {status === 'rejected' ? (
        <Notice $tone="danger" style={{ marginBottom: '1rem' }}>
          This registration was rejected
          {load.registration?.rejection_reason ? `: ${load.registration.rejection_reason}` : '.'} You can
          correct it and submit it again.
        </Notice>
      ) : null}
      {status === 'draft' ? (
        <Muted style={{ marginBottom: '1rem' }}>Saved draft: continue where you left off.</Muted>
      ) : null}
      {sections.map(renderSection)}
      <Footer>
        <Button variant="secondary" onClick={() => navigate(BACK)}>
          {readOnly ? 'Back to My Account' : 'Cancel'}
        </Button>
        {readOnly ? null : (
          <>
            <Button
              variant="outline"
              onClick={() => void save()}
              disabled={pending !== null || uploading}
              aria-busy={pending === 'save' || undefined}
            >
              {pending === 'save' ? 'Saving...' : 'Save for Later'}
            </Button>
            <Button
              type="submit"
              disabled={pending !== null || uploading}
              aria-busy={pending === 'submit' || undefined}
            >
              {pending === 'submit' ? 'Submitting...' : 'Submit Registration'}
            </Button>
          </>
        )}
      </Footer>
    </form>
  );
}
