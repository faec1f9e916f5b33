import styled from '@emotion/styled';
import { colors } from 'shared/ui/theme';

export const Skeleton = styled.div<{ width?: number | string; height?: number | string }>(
  ({ width = '100%', height = 16 }) => ({
    width,
    height,
    borderRadius: 6,
    background: `linear-gradient(90deg, ${colors.line} 25%, #eceef0 50%, ${colors.line} 75%)`,
    backgroundSize: '200% 100%',
    animation: 'th-shimmer 1.2s ease-in-out infinite',
    '@keyframes th-shimmer': {
      from: { backgroundPosition: '200% 0' },
      to: { backgroundPosition: '-200% 0' },
    },
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }),
);

/** Placeholder rows while content loads; announced once to assistive technology. */
export function SkeletonRows({
  count,
  height = 96,
  label = 'Loading',
}: {
  count: number;
  height?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', gap: 12 }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} data-testid="skeleton-row" />
      ))}
    </div>
  );
}
