import { Card, Heading, List } from '@dtp/shared-ui';

/** A card with a list of guidance sentences (spec section 9). */
export function GuidanceCard({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="subtle" bg="brand.50">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        <List.Root ps="5" gap="1">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
