import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'wouter';
import { STORE_MSG } from '@shared/store/messages';

/** Spec 3: adding to the cart without a login asks whether to go to the login page, and come back after. */
export default function LoginToBuyDialog({ opened, onClose, redirect }: { opened: boolean; onClose: () => void; redirect: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title="ورود به حساب" centered>
      <Text>{STORE_MSG.loginToBuy}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          انصراف
        </Button>
        <Button component={Link} href={`/login?redirect=${encodeURIComponent(redirect)}`} onClick={onClose}>
          ورود
        </Button>
      </Group>
    </Modal>
  );
}
