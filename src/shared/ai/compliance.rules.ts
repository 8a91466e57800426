import type { TLanguage } from '../common/languages.js';

/**
 * The compliance check of messages written for prospects: the income and health claims that
 * direct-selling codes of conduct (and consumer-protection law) forbid, in the five interface
 * languages, each with a safer wording in the language it was found in. Zod-free: the chat panel
 * runs it too.
 */
export const COMPLIANCE_CATEGORIES = ['income', 'health'] as const;
export type TComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];

export const COMPLIANCE_TEXT_MAX = 10_000;

interface TComplianceRule {
  id: string;
  category: TComplianceCategory;
  /** Regular-expression sources per language, matched case-insensitively on whole words. */
  patterns: Record<TLanguage, string>;
  saferWording: Record<TLanguage, string>;
}

export interface TComplianceFinding {
  ruleId: string;
  category: TComplianceCategory;
  /** The words as written in the text. */
  phrase: string;
  start: number;
  end: number;
  language: TLanguage;
  saferWording: string;
}

/** A number as people write it: "10,000", "10.000", "100 000", "3", "2.5". */
const NUMBER = String.raw`(?:\d{1,3}(?:[\s.,\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;

/** A sum of money: "$10,000", "5000 €", "3k $", "100 000 рублей". */
const AMOUNT = String.raw`(?:[$€£₽]\s?${NUMBER}(?:\s?(?:k|к|тыс\.?))?|${NUMBER}(?:\s?(?:k|к|тыс\.?))?\s?(?:[$€£₽]|usd|eur|dollars?|euros?|pounds?|dólares|долларов|евро|рублей|руб\.?))`;

const RULES: TComplianceRule[] = [
  {
    id: 'income_amount',
    category: 'income',
    patterns: {
      en: String.raw`(?:earn|earning|make|making|bring in|take home)\s+(?:up to\s+|over\s+|more than\s+)?${AMOUNT}(?:\s*(?:a|per|each|every|/)\s*(?:day|week|month|year))?`,
      es: String.raw`(?:gana|ganar|ganas|ganarás|genera|generar)\s+(?:hasta\s+|más de\s+)?${AMOUNT}(?:\s*(?:al|por|cada)\s*(?:día|semana|mes|año))?`,
      fr: String.raw`(?:gagne|gagner|gagnez|gagneras|toucher|touchez)\s+(?:jusqu'à\s+|plus de\s+)?${AMOUNT}(?:\s*(?:par|chaque)\s*(?:jour|semaine|mois|an))?`,
      ru: String.raw`(?:зарабатывай|зарабатывайте|заработать|зарабатывать|заработаешь|получай|получайте)\s+(?:до\s+|от\s+|более\s+)?${AMOUNT}(?:\s*(?:в)\s*(?:день|неделю|месяц|год))?`,
      de: String.raw`(?:verdiene|verdienen|verdienst|verdient)\s+(?:bis zu\s+|über\s+|mehr als\s+)?${AMOUNT}(?:\s*(?:pro|im|am|jeden)\s*(?:tag|woche|monat|jahr))?`,
    },
    saferWording: {
      en: 'earn extra income on your own schedule (results vary, and most people earn modest amounts)',
      es: 'obtén ingresos extra a tu ritmo (los resultados varían y la mayoría gana cantidades modestas)',
      fr: 'gagnez un complément de revenu à votre rythme (les résultats varient et la plupart gagnent des montants modestes)',
      ru: 'получайте дополнительный доход в своём темпе (результаты у всех разные, чаще всего это скромные суммы)',
      de: 'verdiene in deinem Tempo etwas dazu (die Ergebnisse sind verschieden, meist sind es bescheidene Beträge)',
    },
  },
  {
    id: 'quit_job',
    category: 'income',
    patterns: {
      en: String.raw`quit your (?:day )?job|fire your boss|leave your (?:9|nine)[- ]to[- ](?:5|five)|never work again`,
      es: String.raw`deja tu trabajo|dejar tu trabajo|renuncia a tu trabajo|despide a tu jefe|no volver a trabajar nunca`,
      fr: String.raw`quitte(?:z|r)? (?:ton|votre) (?:travail|emploi|job)|vire(?:z|r)? (?:ton|votre) patron|ne plus jamais travailler`,
      ru: String.raw`брось(?:те)? работу|бросить работу|уволься|увольтесь|уволиться с работы|больше никогда не работать`,
      de: String.raw`kündige (?:deinen|ihren) job|(?:deinen|ihren) job kündigen|feuere deinen chef|nie wieder arbeiten`,
    },
    saferWording: {
      en: 'build a business alongside your current work, at your own pace',
      es: 'construye un negocio junto a tu trabajo actual, a tu ritmo',
      fr: 'développez une activité à côté de votre travail actuel, à votre rythme',
      ru: 'развивайте своё дело параллельно с основной работой, в своём темпе',
      de: 'bau neben deiner jetzigen Arbeit in deinem Tempo ein Geschäft auf',
    },
  },
  {
    id: 'guaranteed_income',
    category: 'income',
    patterns: {
      en: String.raw`guaranteed (?:income|earnings|profits?|returns?)|(?:income|earnings|profits?) (?:is |are )?guaranteed|get rich(?: quick)?|financial freedom in \d+\s*\w+|(?:six|6|seven|7)[- ]figure income|passive income for life`,
      es: String.raw`ingresos garantizados|ganancias garantizadas|hazte rico|hacerte rico|libertad financiera en \d+\s*\w+|ingresos de seis cifras`,
      fr: String.raw`revenus? garantis?|gains garantis|devenir riche|devenez riche|liberté financière en \d+\s*\w+|revenus? à six chiffres`,
      ru: String.raw`гарантированн(?:ый|ого|ом) доход\w*|гарантированн(?:ая|ой|ую) прибыл(?:ь|и)|разбогатеть|разбогатей(?:те)?|финансовая свобода за \d+\s*\w+|шестизначный доход`,
      de: String.raw`garantiertes einkommen|garantierte(?:n)? (?:gewinne?|einnahmen)|schnell reich|werde reich|finanzielle freiheit in \d+\s*\w+|sechsstelliges einkommen`,
    },
    saferWording: {
      en: 'an opportunity whose results depend on your effort; no income is guaranteed',
      es: 'una oportunidad cuyos resultados dependen de tu esfuerzo; no se garantizan ingresos',
      fr: 'une opportunité dont les résultats dépendent de vos efforts ; aucun revenu n’est garanti',
      ru: 'возможность, результат которой зависит от ваших усилий; доход не гарантирован',
      de: 'eine Gelegenheit, deren Ergebnis von deinem Einsatz abhängt; ein Einkommen ist nicht garantiert',
    },
  },
  {
    id: 'cures_disease',
    category: 'health',
    patterns: {
      en: String.raw`cures|cured|(?:a |the )?cure for \w+|heals? (?:cancer|diabetes|arthritis|depression|disease)|treats? (?:cancer|diabetes|arthritis|depression|disease)|prevents? (?:cancer|diabetes|heart disease|covid|disease)`,
      es: String.raw`cura (?:el |la )?(?:cáncer|diabetes|artritis|depresión|enfermedad\w*)|curar (?:el |la )?(?:cáncer|diabetes|artritis|depresión|enfermedad\w*)|previene (?:el |la )?(?:cáncer|diabetes|enfermedad\w*)|trata (?:el |la )?(?:cáncer|diabetes)`,
      fr: String.raw`guérit|guérir|soigne (?:le |la )?(?:cancer|diabète|arthrite|dépression)|prévient (?:le |la )?(?:cancer|diabète|maladie\w*)`,
      ru: String.raw`излечивает|вылечит|вылечивает|лечит (?:рак|диабет|артрит|депрессию)|избавит от (?:рака|диабета|артрита|депрессии)|предотвращает (?:рак|диабет)`,
      de: String.raw`heilt|heilen|kuriert|behandelt (?:krebs|diabetes|arthritis|depressionen)|verhindert (?:krebs|diabetes)|beugt (?:krebs|diabetes) vor`,
    },
    saferWording: {
      en: 'supports your everyday wellbeing as part of a balanced lifestyle',
      es: 'favorece tu bienestar diario como parte de un estilo de vida equilibrado',
      fr: 'accompagne votre bien-être au quotidien dans le cadre d’un mode de vie équilibré',
      ru: 'поддерживает ваше повседневное самочувствие как часть сбалансированного образа жизни',
      de: 'unterstützt dein tägliches Wohlbefinden als Teil eines ausgewogenen Lebensstils',
    },
  },
  {
    id: 'weight_loss',
    category: 'health',
    patterns: {
      en: String.raw`guaranteed weight loss|lose \d+\s?(?:kg|kilos?|lbs?|pounds) in (?:\d+|a|one|two)\s?(?:days?|weeks?|months?)|melts? (?:away )?(?:the )?fat|lose weight without (?:diet|dieting|exercise)`,
      es: String.raw`pérdida de peso garantizada|pierde \d+\s?(?:kg|kilos) en \d+\s?(?:días|semanas|meses)|adelgaza sin (?:dieta|ejercicio)|quema la grasa`,
      fr: String.raw`perte de poids garantie|perdez \d+\s?(?:kg|kilos) en \d+\s?(?:jours|semaines|mois)|maigri(?:r|ssez) sans (?:régime|effort|sport)|fait fondre la graisse`,
      ru: String.raw`гарантированное похудение|похуде(?:й|йте|ть) на \d+\s?(?:кг|килограмм\w*) за \d+\s?(?:дн\w*|недел\w*|месяц\w*)|сбрось(?:те)? \d+\s?кг за \d+\s?\w+|похудеть без диет\w*`,
      de: String.raw`garantierte(?:r|n)? gewichtsverlust|verliere \d+\s?(?:kg|kilo) in \d+\s?(?:tagen|wochen|monaten)|abnehmen ohne (?:diät|sport)|schmilzt das fett`,
    },
    saferWording: {
      en: 'can be part of a balanced diet and an active lifestyle (results vary)',
      es: 'puede formar parte de una dieta equilibrada y una vida activa (los resultados varían)',
      fr: 'peut s’intégrer à une alimentation équilibrée et à une vie active (les résultats varient)',
      ru: 'может быть частью сбалансированного питания и активного образа жизни (результаты у всех разные)',
      de: 'kann Teil einer ausgewogenen Ernährung und eines aktiven Lebens sein (die Ergebnisse sind verschieden)',
    },
  },
  {
    id: 'replace_medication',
    category: 'health',
    patterns: {
      en: String.raw`(?:stop|quit) taking your (?:medication|medicine|meds|pills)|(?:stop|replace) your (?:medication|medicine|meds|prescription)|instead of your (?:medication|medicine|meds)|no (?:need for|more) (?:medication|doctors?)`,
      es: String.raw`deja(?:r)? (?:tu|tus|su|sus) (?:medicación|medicamentos|pastillas)|sustituye (?:tu|tus) (?:medicación|medicamentos)|en lugar de (?:tus|sus) medicamentos|sin necesidad de médicos?`,
      fr: String.raw`arrête(?:z|r)? (?:ton|votre|vos|tes) (?:traitement|médicaments?)|remplace(?:z)? (?:tes|vos) médicaments|au lieu de (?:tes|vos) médicaments|plus besoin de médecins?`,
      ru: String.raw`брось(?:те)? (?:принимать )?(?:лекарства|таблетки)|вместо (?:лекарств|таблеток)|замени(?:те)? (?:лекарства|таблетки)|не нужны (?:лекарства|врачи)`,
      de: String.raw`setze (?:deine|ihre) medikamente ab|setzen sie ihre medikamente ab|statt (?:deiner|ihrer) medikamente|ersetzt (?:deine|ihre) medikamente|kein arzt mehr nötig`,
    },
    saferWording: {
      en: 'talk to your doctor about any health concern; this product is not a medicine',
      es: 'consulta a tu médico ante cualquier problema de salud; este producto no es un medicamento',
      fr: 'parlez à votre médecin de toute question de santé ; ce produit n’est pas un médicament',
      ru: 'по любым вопросам здоровья обращайтесь к врачу; этот продукт не является лекарством',
      de: 'sprich bei gesundheitlichen Fragen mit deiner Ärztin oder deinem Arzt; dieses Produkt ist kein Medikament',
    },
  },
];

/** Whole words only: `\b` knows no Cyrillic or accented letters, so letters and digits are looked at around the match. */
const compiled = RULES.flatMap((rule) =>
  (Object.entries(rule.patterns) as [TLanguage, string][]).map(([language, source]) => ({
    rule,
    language,
    regex: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`, 'giu'),
  })),
);

export const COMPLIANCE_RULE_IDS = RULES.map((rule) => rule.id);

/**
 * The claims in a text, in reading order. Every language's rules are tried (a seller may write in
 * another language than her interface's); where two matches overlap, the longer one is kept.
 */
export function checkCompliance(text: string): TComplianceFinding[] {
  const found: TComplianceFinding[] = [];
  for (const { rule, language, regex } of compiled) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      found.push({ ruleId: rule.id, category: rule.category, phrase: match[0], start, end: start + match[0].length, language, saferWording: rule.saferWording[language] });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TComplianceFinding[] = [];
  for (const finding of found) {
    const last = kept.at(-1);
    if (last && finding.start < last.end) continue;
    kept.push(finding);
  }
  return kept;
}
