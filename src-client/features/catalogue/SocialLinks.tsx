import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandTelegram, IconBrandWhatsapp } from '@tabler/icons-react';
import { formatWhatsapp, instagramUrl, telegramUrl, whatsappUrl } from '@shared/catalogue/contacts';
import { persianDigits } from '@shared/text/digits';
import { CATALOGUE_LABELS } from '@shared/catalogue/messages';

interface Contacts {
  instagram: string | null;
  telegram: string | null;
  whatsapp: string | null;
}

/** Instagram, Telegram and WhatsApp of a cafe; WhatsApp reads 4-3-rest ("0912 345 6789"). */
export function SocialLinks({ cafe }: { cafe: Contacts }) {
  if (!cafe.instagram && !cafe.telegram && !cafe.whatsapp) return null;
  return (
    <Group gap="md" wrap="wrap">
      {cafe.instagram && (
        <Anchor href={instagramUrl(cafe.instagram)} target="_blank" rel="noopener noreferrer" size="sm" aria-label={CATALOGUE_LABELS.instagram(cafe.instagram)}>
          <Group gap={4} wrap="nowrap">
            <IconBrandInstagram size={18} />
            <Text span size="sm" dir="ltr">
              @{cafe.instagram}
            </Text>
          </Group>
        </Anchor>
      )}
      {cafe.telegram && (
        <Anchor href={telegramUrl(cafe.telegram)} target="_blank" rel="noopener noreferrer" size="sm" aria-label={CATALOGUE_LABELS.telegram(cafe.telegram)}>
          <Group gap={4} wrap="nowrap">
            <IconBrandTelegram size={18} />
            <Text span size="sm" dir="ltr">
              @{cafe.telegram}
            </Text>
          </Group>
        </Anchor>
      )}
      {cafe.whatsapp && (
        <Anchor href={whatsappUrl(cafe.whatsapp)} target="_blank" rel="noopener noreferrer" size="sm" aria-label={CATALOGUE_LABELS.whatsapp(persianDigits(formatWhatsapp(cafe.whatsapp)))}>
          <Group gap={4} wrap="nowrap">
            <IconBrandWhatsapp size={18} />
            <Text span size="sm" dir="ltr">
              {persianDigits(formatWhatsapp(cafe.whatsapp))}
            </Text>
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
