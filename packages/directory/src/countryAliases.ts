/**
 * Other names in use for some countries, in either language, so that a search for any of them finds
 * the library whatever name the directory gives the country. Each group names one country; the
 * first name of a group is the one the directory uses. Kept to names in current use.
 */
export const countryAliases: readonly (readonly string[])[] = [
  ['Czech Republic', 'Czechia', 'التشيك', 'تشيكيا', 'جمهورية التشيك'],
  ['Turkey', 'Türkiye', 'تركيا'],
  ['Hungary', 'المجر', 'هنغاريا', 'هنجاريا'],
  ['Syria', 'سوريا', 'سورية'],
  ["Côte d'Ivoire", 'Ivory Coast', 'كوت ديفوار', 'ساحل العاج'],
  ['Eswatini', 'Swaziland', 'إسواتيني', 'سوازيلاند'],
  ['Cape Verde', 'Cabo Verde', 'الرأس الأخضر', 'كابو فيردي'],
  ['Myanmar', 'Burma', 'ميانمار', 'بورما'],
  ['Vatican City', 'Holy See', 'الفاتيكان', 'الكرسي الرسولي'],
];
