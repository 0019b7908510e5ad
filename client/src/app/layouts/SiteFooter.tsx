import { Anchor, Container, Group, Stack, Text } from '@mantine/core';

import { PreloadLink } from '../../shared/components/PreloadLink';
import { footerNav } from './nav-items';
import classes from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="sm">
          <nav aria-label="Footer">
            <Group gap="md">
              {footerNav.map((item) => (
                <Anchor
                  key={item.to}
                  component={PreloadLink}
                  to={item.to}
                  size="sm"
                  c="dimmed"
                  underline="hover"
                >
                  {item.label}
                </Anchor>
              ))}
            </Group>
          </nav>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} BuildWire. Requests for property and building materials, answered
            live by approved partners.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
