import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

const config: Config = {
  darkMode: 'class',
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        // The spec's mobile breakpoint is 996 px: at 996 and below the top-bar links move into the side menu.
        desktop: '997px',
        wide: '1280px',
      },
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6ff',
          300: '#93b4ff',
          400: '#6f95ff',
          500: '#4a73f0',
          600: '#2f55d4',
          700: '#2443ad',
          900: '#172a66',
        },
      },
      maxWidth: { prose: '46rem' },
    },
  },
  plugins: [typography],
};

export default config;
