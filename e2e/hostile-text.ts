/**
 * Text people really type that breaks layouts: a tech stack typed without spaces, a
 * shared-drive link, emoji with skin tones and ZWJ families, right-to-left scripts, CJK (no spaces
 * at all) and stacked combining marks. Every piece is storable text (no NUL, no lone surrogate).
 */
const STACK = 'TypeScriptReactTailwindFastifyPostgreSQLDrizzleZodPlaywrightVitest';

/** 200 characters without a single break opportunity. */
export const UNBROKEN = STACK.repeat(4).slice(0, 200);
export const LONG_URL =
  'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKl/view?usp=sharing&resourcekey=0-AbCdEfGhIjKlMnOpQrStUv';
export const EMOJI = '👩🏽‍💻👨‍👩‍👧‍👦🏳️‍🌈🧑🏿‍🚀🇺🇦';
export const ARABIC = 'مرحبا بكم في هاكاثون الذكاء الاصطناعي للمطورين';
export const HEBREW = 'ברוכים הבאים להאקתון הבינה המלאכותית';
export const CJK = '人工知能ハッカソンへようこそ。一緒に未来を作りましょう！인공지능해커톤에오신것을환영합니다';
export const ZALGO = 'Z̷̢͈a̵̛͎l̸̨̜g̶̱̈o̴̘͝ t̷̰̾e̸̞͠x̵̣̌t̶̻̿';

/** Every kind at once, one per line, for the long free-text fields (about 560 characters). */
export const MIXED = [UNBROKEN, LONG_URL, `${EMOJI} ${ZALGO}`, ARABIC, HEBREW, CJK].join('\n');

/** Substrings that find the hostile text in a page, whichever field shows it and however it wraps. */
export const MARKERS = [UNBROKEN.slice(0, 12), 'drive.google.com', 'هاكاثون', 'האקתון', '人工知能', '👩🏽‍💻'];
