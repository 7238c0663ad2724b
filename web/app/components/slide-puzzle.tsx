import { Box, Image, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api';

interface Puzzle {
  sliderKey: string;
  background: string;
  piece: string;
  y: number;
  width: number;
  height: number;
}

/** The slide puzzle required after 5 failed logins; the server checks the drop and returns a one-use pass. */
export function SlidePuzzle({ locale, onPass }: { locale: string; onPass(pass: string): void }) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<Puzzle>();
  const [x, setX] = useState(0);
  const loaded = useRef(false);

  const load = () => {
    setX(0);
    // a failure was shown by api()
    void api<Puzzle>('/api/get-slider-captcha', { locale }).then((r) => r.status === 200 && setPuzzle(r.data));
  };
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      load();
    }
  });

  if (!puzzle) return null;
  const release = async (value: number) => {
    const r = await api<{ sliderPass: string }>('/api/verify-slider-captcha', { method: 'POST', body: { sliderKey: puzzle.sliderKey, x: Math.round(value) }, locale });
    if (r.status === 200) onPass(r.data.sliderPass);
    // a refused drop was shown by api(): a new puzzle
    else load();
  };
  return (
    <Stack gap={6}>
      <Text size="sm">{t('auth.slider')}</Text>
      <Box pos="relative" w={puzzle.width} h={puzzle.height}>
        <Image src={puzzle.background} w={puzzle.width} h={puzzle.height} alt="" />
        <Image src={puzzle.piece} pos="absolute" top={puzzle.y} left={x} w={44} h={44} alt="" />
      </Box>
      <Slider w={puzzle.width} min={0} max={puzzle.width - 44} value={x} onChange={setX} onChangeEnd={(v) => void release(v)} label={null} aria-label={t('auth.slider')} />
    </Stack>
  );
}
