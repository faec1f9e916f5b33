import styled from '@emotion/styled';
import { colors, focusRing, media } from 'shared/ui/theme';

export const Form = styled.form({ display: 'grid', gap: 16 });

/** Two fields side by side on wide screens, one under the other on a phone. */
export const Pair = styled.div({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: '1fr 1fr',
  [media.upToSm]: { gridTemplateColumns: '1fr' },
});

export const Note = styled.p({ margin: 0, fontSize: 14, color: colors.muted });

export const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });

export const FieldError = styled.p({ margin: '4px 0 0', color: colors.danger, fontSize: 13 });

export const CheckRow = styled.div({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 10,
  alignItems: 'start',
  input: { width: 18, height: 18, margin: '2px 0 0' },
  'input:focus-visible': focusRing(),
  'input[aria-invalid="true"]': { outline: `2px solid ${colors.danger}`, outlineOffset: 1 },
  label: { fontSize: 14, lineHeight: 1.5 },
});

/** A tick box's message, under its label rather than under the box. */
export const CheckError = styled(FieldError)({ gridColumn: 2 });
