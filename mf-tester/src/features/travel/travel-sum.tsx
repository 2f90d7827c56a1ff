import { TRAVEL_COST_PER_KM, travelSum } from '@dtp/api-client';
import { Box, formatEuro, HStack, Text, useWatch } from '@dtp/shared-ui';
import { sumInputFrom, type TravelFormValues } from './travel-values';
import { travelTexts } from './travel-texts';

/** The live sum: greenfee + restaurant + misc + km × 0,40 EUR, in German currency format. */
export function TravelSum() {
  const values = useWatch<TravelFormValues>();
  const input = sumInputFrom(values);
  const sum = travelSum(input);
  const travelCosts = Math.round(input.distance * TRAVEL_COST_PER_KM * 100) / 100;
  return (
    <Box borderTopWidth="1px" pt="3" data-testid="travel-sum">
      <Text fontSize="sm" color="gray.600">
        {travelTexts.travelCosts(input.distance, formatEuro(travelCosts))}
      </Text>
      <HStack justify="space-between" fontSize="lg" fontWeight="semibold" aria-live="polite">
        <Text as="span">{travelTexts.sum}</Text>
        <Text as="span">{formatEuro(sum)}</Text>
      </HStack>
    </Box>
  );
}
