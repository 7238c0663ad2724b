import { ActionIcon, Box, Group, Image } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 01 §9: the carousel turns every 5 s, 440 px high, 200 px under 768 px. */
export const CAROUSEL_INTERVAL_MS = 5000;
const CAROUSEL_HEIGHT = { base: 200, sm: 440 };

/**
 * The home carousel: one image at a time, each linking to its url, turning every 5 s (paused while the
 * pointer or the keyboard focus is on it, and for visitors who asked for reduced motion), with a dot per
 * image to pick one. The server renders the first image, so the page has it before any script runs.
 */
export function HomeCarousel({ items }: { items: ReadonlyArray<{ id: number; url: string }> }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (items.length < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setShown((i) => (i + 1) % items.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [items.length, paused]);
  if (items.length === 0) return null;
  const item = items[Math.min(shown, items.length - 1)];
  return (
    <Box
      pos="relative"
      data-testid="carousel"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <a href={item.url} target="_blank" rel="noreferrer" data-testid="carousel-link" aria-label={t('home.carouselImage', { n: shown + 1, total: items.length })}>
        <Image src={item.url} h={CAROUSEL_HEIGHT} fit="cover" radius="md" alt="" data-testid="carousel-image" data-index={shown} />
      </a>
      {items.length > 1 ? (
        <Group gap={6} justify="center" pos="absolute" bottom={10} left={0} right={0}>
          {items.map((it, i) => (
            <ActionIcon
              key={it.id}
              size={12}
              radius="xl"
              variant={i === shown ? 'filled' : 'white'}
              color="blue"
              onClick={() => setShown(i)}
              aria-label={t('home.carouselImage', { n: i + 1, total: items.length })}
              aria-current={i === shown}
              data-testid="carousel-dot"
            />
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
