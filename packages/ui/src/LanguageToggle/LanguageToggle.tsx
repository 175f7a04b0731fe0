import Button, { type ButtonProps } from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { directionOf, useLanguage, useTranslation } from '@libatlas/i18n';

export interface LanguageToggleProps {
  /** Button look; the header picks one that reads on its background. */
  variant?: ButtonProps['variant'];
  /** Button colour; `inherit` takes the surrounding text colour. */
  color?: ButtonProps['color'];
}

/**
 * - **Use it** in the header (the `Header` places it); anywhere else a reader needs to switch
 *   language.
 * - **Don't use it** to pick the language of a field or a text being edited: the library form uses
 *   tabs for that.
 *
 * Switches between English and Arabic. It shows the other language's name in that language
 * (spec §2), marked with its own `lang` so screen readers pronounce it right.
 */
export function LanguageToggle({ variant = 'text', color = 'inherit' }: LanguageToggleProps) {
  const { otherLanguage, toggleLanguage } = useLanguage();
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      color={color}
      startIcon={<TranslateIcon />}
      onClick={toggleLanguage}
      title={t('nav.switchLanguage')}
      // The icon gives way on phones, where the header is short of room.
      sx={{ flexShrink: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
    >
      <span lang={otherLanguage} dir={directionOf(otherLanguage)}>
        {t('nav.languageName')}
      </span>
    </Button>
  );
}
