import { List, SectionCard } from '@dtp/shared-ui';

/** Guidance sentences as a bulleted list (spec section 9). */
export function GuidanceList({ items }: { items: readonly string[] }) {
  return (
    <List.Root ps="5" gap="1">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** A tinted card with a list of guidance sentences (spec section 9). */
export function GuidanceCard({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <SectionCard id={id} title={title} tone="hint" gap="3">
      <GuidanceList items={items} />
    </SectionCard>
  );
}
