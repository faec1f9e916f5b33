import styled from '@emotion/styled';
import type { RestaurantDetail } from 'shared/api/get-restaurant';
import { Collapsible } from 'shared/ui/collapsible';
import { imageUrl, RestaurantImage } from 'shared/ui/restaurant-image';
import { SkeletonRows } from 'shared/ui/skeleton';
import { colors, focusRing } from 'shared/ui/theme';
import type { MenuFilesView } from '../api/use-menu-files';
import { formatPrice, menuFileKind } from '../utils/links';
import { VisuallyHidden } from 'shared/ui/visually-hidden';

const Lead = styled.p({ margin: '0 0 8px', lineHeight: 1.6 });
const Empty = styled.p({ margin: '16px 0', color: colors.muted });

const Items = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const ItemHead = styled.div({ display: 'flex', alignItems: 'baseline', gap: 8 });
const ItemName = styled.span({ fontWeight: 700 });
const Symbol = styled.span({
  padding: '0 6px',
  borderRadius: 4,
  border: `1px solid ${colors.line}`,
  fontSize: 12,
  fontWeight: 700,
  color: colors.muted,
});
const Legend = styled.p({ margin: '12px 0', color: colors.muted, fontSize: 14 });

/** The dietary marks the menus use; a mark read out as two letters tells a diner nothing. */
const DIETARY_MARKS: Record<string, string> = {
  V: 'Vegetarian',
  VG: 'Vegan',
  GF: 'Gluten free',
  N: 'Contains nuts',
};

function DietaryMark({ symbol }: { symbol: string }) {
  const meaning = DIETARY_MARKS[symbol];
  if (!meaning) return <Symbol>{symbol}</Symbol>;
  return (
    <Symbol role="img" aria-label={meaning} title={meaning}>
      {symbol}
    </Symbol>
  );
}

const Price = styled.span({ marginLeft: 'auto', fontWeight: 700, whiteSpace: 'nowrap' });
const ItemDescription = styled.p({ margin: '2px 0 0', color: colors.muted, fontSize: 14 });

const Files = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 });
const MenuImage = styled(RestaurantImage)({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: 8,
});
const FileLink = styled.a({
  color: colors.brand,
  fontWeight: 700,
  '&:focus-visible': focusRing(),
});

export function MenuSection({
  restaurant,
  files,
}: {
  restaurant: RestaurantDetail;
  files: MenuFilesView;
}) {
  const categories = restaurant.categories.filter((category) => category.menus.length > 0);
  const marksUsed = Object.keys(DIETARY_MARKS).filter((symbol) =>
    categories.some((category) => category.menus.some((item) => item.symbol === symbol)),
  );
  const shownFiles =
    files.status === 'ready' ? files.files.filter((file) => menuFileKind(file) !== null) : [];

  if (categories.length === 0 && files.status === 'loading') {
    return <SkeletonRows count={3} height={48} label="Loading menu" />;
  }
  if (categories.length === 0 && shownFiles.length === 0) return <Empty>No menu found</Empty>;

  return (
    <>
      {restaurant.menu_description?.description && (
        <Lead>{restaurant.menu_description.description}</Lead>
      )}
      {categories.map((category, index) => (
        // The first category open shows there is a menu; the rest wait to be asked for.
        <Collapsible
          key={`${category.name}-${index}`}
          title={category.name}
          defaultOpen={index === 0}
        >
          <Items>
            {category.menus.map((item, itemIndex) => (
              <li key={`${item.name}-${itemIndex}`}>
                <ItemHead>
                  <ItemName>{item.name}</ItemName>
                  {item.symbol && <DietaryMark symbol={item.symbol} />}
                  <Price>{formatPrice(item.price)}</Price>
                </ItemHead>
                {item.description && <ItemDescription>{item.description}</ItemDescription>}
              </li>
            ))}
          </Items>
        </Collapsible>
      ))}
      {/* Outside the sections: it applies to all of them, closed ones too. */}
      {marksUsed.length > 0 && (
        <Legend>
          Key:{' '}
          {marksUsed.map((symbol, index) => (
            <span key={symbol}>
              {index > 0 && ', '}
              <abbr title={DIETARY_MARKS[symbol]}>{symbol}</abbr>{' '}
              {DIETARY_MARKS[symbol]!.toLowerCase()}
            </span>
          ))}
        </Legend>
      )}
      {files.status === 'loading' && (
        <SkeletonRows count={1} height={48} label="Loading menu files" />
      )}
      {shownFiles.length > 0 && (
        <Collapsible title="Menu files" alwaysOpen>
          <Files>
            {shownFiles.map((file) => (
              <li key={file.id}>
                {menuFileKind(file) === 'image' ? (
                  <MenuImage path={file.url} alt={`Menu: ${file.file_name}`} />
                ) : (
                  <FileLink href={imageUrl(file.url)} target="_blank" rel="noopener noreferrer">
                    {file.file_name}
                    <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
                  </FileLink>
                )}
              </li>
            ))}
          </Files>
        </Collapsible>
      )}
    </>
  );
}
