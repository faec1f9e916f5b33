import styled from '@emotion/styled';
import { colors } from 'shared/ui/theme';

// The building blocks every form of this feature shares, so the steps look alike.
export const Form = styled.form({ display: 'grid', gap: 16 });

export const Stack = styled.div({ display: 'grid', gap: 12 });

export const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });

export const Success = styled.p({ margin: 0, color: colors.ink, fontWeight: 700 });

export const Hint = styled.p({ margin: 0, color: colors.muted });

export const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 12 });
