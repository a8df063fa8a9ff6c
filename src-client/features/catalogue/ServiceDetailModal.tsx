import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import { categoryLabel } from '@shared/catalogue/categories';
import { persianDigits } from '@shared/text/digits';
import { formatMinutes } from '@shared/catalogue/durations';
import type { RouterOutputs } from '../../trpc';
import { Toman } from '../../ui/Toman';
import { OrderButton } from './OrderButton';
import { RatingLine } from './RatingLine';

export type ServiceItem = RouterOutputs['catalogue']['services']['items'][number];

/** Spec 2 §2: the offer's details, a cancel button and "start order" with cafe, service and category. */
export function ServiceDetailModal({ service, onClose }: { service: ServiceItem | null; onClose: () => void }) {
  return (
    <Modal opened={service !== null} onClose={onClose} title={service?.title} centered size="md">
      {service && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{categoryLabel(service.category)}</Badge>
            <Text fw={700} c="teal">
              <Toman rials={service.base_price} />
            </Text>
          </Group>
          <Group gap={6}>
            <IconClock size={16} />
            <Text size="sm">زمان تقریبی: {formatMinutes(service.estimated_minutes)}</Text>
          </Group>
          {service.description && <Text size="sm">{service.description}</Text>}
          <Stack gap={4} p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
            <Text fw={700}>{service.cafe_name}</Text>
            <RatingLine average={service.rating_avg} count={service.ratings_count} />
            {service.cafe_address && (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{service.cafe_address}</Text>
              </Group>
            )}
            {service.cafe_phone && (
              <Group gap={6}>
                <IconPhone size={16} />
                <Text size="sm" dir="ltr" component="a" href={`tel:${service.cafe_phone}`} c="inherit">
                  {persianDigits(service.cafe_phone)}
                </Text>
              </Group>
            )}
          </Stack>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <OrderButton cafeId={service.cafe_id} task={service} label="شروع سفارش" />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
