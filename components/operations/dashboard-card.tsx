'use client';

import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@chakra-ui/react';

/** One block of the dashboard: a card named by its heading (the section's accessible name). */
export function DashboardCard({ id, title, hint, testId, sectionRef, children }: { id: string; title: string; hint?: string; testId: string; sectionRef?: (element: HTMLElement | null) => void; children: ReactNode }) {
  return (
    <Card.Root as="section" ref={sectionRef} size="sm" minW="0" aria-labelledby={`${id}-title`} data-testid={testId}>
      <Card.Body gap="3">
        <div>
          <Heading as="h2" id={`${id}-title`} size="md" fontWeight="semibold">
            {title}
          </Heading>
          {hint && (
            <Text textStyle="xs" color="fg.muted" mt="1">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
