import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { RegisteredUser } from 'shared/api/register-guest';
import { Button } from 'shared/ui/button';
import { SkeletonRows } from 'shared/ui/skeleton';
import { colors, media } from 'shared/ui/theme';
import { useProfile } from '../api/use-profile';
import { useSessionExpired } from '../hooks/use-session-expired';
import { ProfileForm } from './profile-form';

export const ACCOUNT_DETAILS_ID = 'account-details';

const Section = styled.section({
  display: 'grid',
  gap: 16,
});
const Heading = styled.h2({ margin: 0, fontSize: 22 });
const Card = styled.div({
  display: 'grid',
  gap: 16,
  padding: 20,
  borderRadius: 12,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
});
const Details = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '8px 24px',
  margin: 0,
  [media.upToSm]: { gridTemplateColumns: '1fr', gap: 2 },
});
const Term = styled.dt({ fontWeight: 700, color: colors.muted });
const Value = styled.dd({
  margin: 0,
  overflowWrap: 'anywhere',
  [media.upToSm]: { marginBottom: 10 },
});
const Saved = styled.p({
  margin: 0,
  color: colors.ink,
  fontWeight: 700,
  '&:not(:empty)': { marginTop: 8 },
});
const ErrorText = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });

function DetailList({ profile }: { profile: RegisteredUser }) {
  return (
    <Details>
      <Term>First name</Term>
      <Value>{profile.first_name}</Value>
      <Term>Last name</Term>
      <Value>{profile.last_name}</Value>
      <Term>Email</Term>
      <Value>{profile.email}</Value>
      <Term>Phone</Term>
      <Value>{profile.phone || 'Not given'}</Value>
    </Details>
  );
}

/** Spec section 2, Profile: the account's email, names and phone, and a form to change them. */
export function AccountDetails({
  onSettled,
}: {
  /** Once the details (or their failure) have taken their place in the page. */
  onSettled?(): void;
}) {
  const { view, retry, replace } = useProfile();
  const settled = view.status === 'ready' || view.status === 'error';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const expire = useSessionExpired(view.status === 'expired');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const editRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  // The form held the focus and is gone once it closes: focus goes to the news of a save,
  // or back to Edit details after Cancel.
  const focusAfterEdit = useRef<'edit' | 'saved' | null>(null);

  useEffect(() => {
    if (editing) return;
    if (focusAfterEdit.current === 'edit') editRef.current?.querySelector('button')?.focus();
    if (focusAfterEdit.current === 'saved') savedRef.current?.focus();
    focusAfterEdit.current = null;
  }, [editing]);

  const headingId = `${ACCOUNT_DETAILS_ID}-heading`;

  let body;
  if (view.status === 'loading' || view.status === 'expired') {
    body = <SkeletonRows count={1} height={140} label="Loading your details" />;
  } else if (view.status === 'error') {
    body = (
      <Card>
        <ErrorText role="alert">We could not load your details. {view.message}</ErrorText>
        <div>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      </Card>
    );
  } else if (editing) {
    body = (
      <Card>
        <ProfileForm
          profile={view.profile}
          onSaved={(profile, message) => {
            replace(profile);
            setSaved(message);
            focusAfterEdit.current = 'saved';
            setEditing(false);
          }}
          onCancel={() => {
            focusAfterEdit.current = 'edit';
            setEditing(false);
          }}
          onExpired={expire}
        />
      </Card>
    );
  } else {
    body = (
      <Card>
        <DetailList profile={view.profile} />
        <div ref={editRef}>
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            Edit details
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Section id={ACCOUNT_DETAILS_ID} aria-labelledby={headingId}>
      <header>
        <Heading id={headingId}>Account details</Heading>
        {/* Always in the page, so the news of a save is announced when it is written in. */}
        <Saved ref={savedRef} role="status" tabIndex={-1}>
          {saved}
        </Saved>
      </header>
      {body}
    </Section>
  );
}
