/**
 * Whether a question is written in Spanish. The knowledge base is in English: a Spanish question
 * matched against it pulls articles by the few words the languages share or by spelling
 * corrections ("pago" → "page", "línea" → "line") and answers in a language the customer did not
 * ask in. The site has Spanish pages (/es-us/); the answer says where help in Spanish is instead.
 *
 * Read from the words Spanish cannot do without (articles, pronouns, prepositions, the commonest
 * verbs of a support question) and its letters (ñ, accented vowels), never from topic words: an
 * English question about "Spanish channels" or "Univision en español" stays English. Words both
 * languages use ("no", "me", "a", "son", "come", "once") do not count.
 */

const SPANISH_WORDS = new Set(
  [
    // articles, pronouns, determiners
    'el la los las un una unos unas lo mi mis tu tus su sus nuestro nuestra yo usted ustedes ella ellos',
    'se le les nos este esta estos estas ese esa eso esto aquel mío mía',
    // prepositions, conjunctions, adverbs
    'de del al en con para por sin sobre entre desde hasta hacia y o pero porque si sí que qué como cómo',
    'cuando cuándo donde dónde cual cuál cuales quien quién cuanto cuánto cuánta cuántos muy más ya también',
    'aquí ahí allí ahora hoy mañana ayer todavía nunca siempre otra otro bien mal puede hay',
    // verbs a support question uses
    'es son está están estoy era fue ser estar tengo tiene tienen tenemos quiero quiere necesito necesita',
    'puedo puede podemos hago hacer pagar pago funciona funcionan sirve llega llamar cambiar cancelar',
    'ayuda ayúdame por favor gracias hola buenos buenas días tardes noches',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Spanish words of a support question that are no English word: in a question of three words or
 * fewer one of them is enough ("factura", "internet lento", "no tengo internet"), where function
 * words are too few to count. Not "español": "español channels" is an English question.
 */
const SPANISH_CONTENT_WORDS = new Set(
  [
    'tengo tiene necesito quiero funciona ayuda ayúdame ayudame hablas habla hablan pagar factura facturas',
    'cuenta contraseña contrasena lento lenta señal senal llamada llamadas teléfono telefono celular recibo',
    'cobro cobran cobraron servicio cancelar cambiar',
  ]
    .join(' ')
    .split(' '),
);

const SPANISH_MARK = /[¿¡ñ]/i;
/** A word with a Spanish accent or ñ ("olvidó", "contraseña"): English writes few, and only in loanwords and names. */
const SPANISH_LETTER = /[áéíóúñ]/;
const WORD = /[\p{L}]+/gu;

/** Share of words that must be Spanish function words for a question to read as Spanish. */
const SPANISH_SHARE = 0.4;

export function isSpanish(question: string): boolean {
  const words = question.toLowerCase().match(WORD) ?? [];
  if (words.length === 0) return false;
  if (words.length <= 3 && words.some((w) => SPANISH_CONTENT_WORDS.has(w))) return true;
  let spanish = 0;
  for (const w of words) if (SPANISH_WORDS.has(w) || SPANISH_LETTER.test(w)) spanish++;
  if (spanish === 0) return false;
  if (SPANISH_MARK.test(question) && spanish >= 1 && words.length <= 3) return true;
  return spanish >= 2 && spanish / words.length >= SPANISH_SHARE;
}
