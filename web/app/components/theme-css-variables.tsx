import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

type Section = keyof ConvertCSSVariablesInput;
const SECTIONS: Section[] = ['variables', 'light', 'dark'];

const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
const computed = new WeakMap<MantineThemeOverride, string>();

/**
 * The theme's CSS variables as MantineProvider's own `<style>` would write them (only those that differ
 * from Mantine's stylesheet), worked out once per theme: Mantine recomputes them on every server render,
 * a few hundred variables each time. Use it with `withCssVariables={false}` on the provider.
 */
function cssVariablesOf(override: MantineThemeOverride, resolver: CSSVariablesResolver | undefined): string {
  let css = computed.get(override);
  if (css === undefined) {
    const theme = mergeMantineTheme(DEFAULT_THEME, override);
    const base = defaultCssVariablesResolver(theme);
    const ours = resolver?.(theme);
    const cleaned = { variables: {}, light: {}, dark: {} } as ConvertCSSVariablesInput;
    for (const section of SECTIONS) {
      const merged = { ...base[section], ...ours?.[section] };
      for (const [name, value] of Object.entries(merged)) if (defaults[section][name as keyof typeof merged] !== value) cleaned[section][name as keyof typeof merged] = value;
    }
    css = convertCssVariables(cleaned, ':root');
    computed.set(override, css);
  }
  return css;
}

/** Renders the theme's CSS variables (computed once); place it inside MantineProvider, as Mantine does. */
export function ThemeCssVariables({ theme, resolver }: { theme: MantineThemeOverride; resolver?: CSSVariablesResolver }) {
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: cssVariablesOf(theme, resolver) }} />;
}
