/**
 * A large synthetic knowledge base for load tests: valid Article objects made by recombining the
 * titles, questions, answer sentences and body blocks of the real articles, with varied wording
 * and made-up product, place and plan names so the index vocabulary grows as a real one would.
 * Deterministic: the same source articles and seed give the same output.
 */
import { type Article, ArticleSchema, articleSteps, splitSentences } from '@support/answer-engine';
import { checkKnowledgeBase, markdownToText } from '@support/answer-engine/bench';
import {
  type CustomerType,
  type DataSource,
  SERVICE_DETAILS,
  SERVICE_KEYS,
  type ServiceKey,
} from '@support/contracts';

export interface GenerateOptions {
  /** How many articles to make. */
  count: number;
  /** PRNG seed. */
  seed?: number;
  /** Check every article with ArticleSchema and the cross-article rules (slower). Default true. */
  validate?: boolean;
}

/** mulberry32: a small, fast, seedable PRNG returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Picker {
  constructor(readonly random: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  one<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Picker.one: empty list');
    return items[Math.floor(this.random() * items.length)]!;
  }
  some<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length > 0)
      out.push(copy.splice(Math.floor(this.random() * copy.length), 1)[0]!);
    return out;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
}

/** Word swaps that keep a sentence readable while varying its surface words. */
const VARIANTS: Record<string, readonly string[]> = {
  select: ['choose', 'tap', 'pick', 'click'],
  choose: ['select', 'pick', 'tap'],
  phone: ['device', 'handset', 'smartphone'],
  open: ['launch', 'start', 'go to'],
  check: ['confirm', 'verify', 'look at'],
  change: ['update', 'edit', 'adjust'],
  usually: ['normally', 'typically', 'in most cases'],
  call: ['phone', 'ring', 'contact'],
  restart: ['reboot', 'power cycle', 'turn off and on'],
  gateway: ['router', 'modem', 'gateway'],
  bill: ['statement', 'invoice', 'bill'],
  quickly: ['fast', 'right away', 'promptly'],
  wait: ['allow', 'give it', 'hold on for'],
  minutes: ['minutes', 'mins'],
  help: ['assistance', 'support', 'help'],
  problem: ['issue', 'trouble', 'fault'],
};

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ten',
  'vo',
  'zu',
  'bri',
  'dex',
  'sol',
  'nor',
  'qua',
  'fen',
  'tal',
  'ver',
  'gon',
  'pix',
  'lum',
  'cor',
  'syn',
  'tra',
  'vel',
  'mar',
  'nex',
  'ori',
  'pel',
  'sen',
  'tor',
  'ux',
  'wen',
];
const CITIES = [
  'Springfield',
  'Riverton',
  'Lakeside',
  'Fairview',
  'Madison',
  'Georgetown',
  'Clinton',
  'Franklin',
  'Arlington',
  'Salem',
  'Ashland',
  'Dover',
  'Milton',
  'Newport',
  'Oxford',
  'Bristol',
  'Auburn',
  'Dayton',
  'Lexington',
  'Hudson',
  'Marion',
  'Jackson',
  'Burlington',
  'Manchester',
  'Kingston',
  'Clayton',
  'Winchester',
  'Chester',
  'Greenville',
];
const PRODUCT_KINDS = [
  'phone',
  'tablet',
  'gateway',
  'extender',
  'receiver',
  'hotspot',
  'smartwatch',
  'camera',
  'router',
  'handset',
];
const PLAN_WORDS = [
  'Unlimited',
  'Starter',
  'Premium',
  'Value',
  'Family',
  'Business',
  'Basic',
  'Plus',
  'Elite',
  'Flex',
];
const OPENERS = ['How do I', 'Can I', 'Why can’t I', 'Is there a way to', 'What do I do to', 'Help me'];
const CLOSERS = [
  'If this did not solve it, reply here.',
  'Thanks to everyone who helped.',
  'Hope this helps.',
];

interface Blocks {
  intros: string[];
  steps: string[];
  tips: string[];
}

interface Pools {
  byLine: Map<string, Article[]>;
  blocks: Map<string, Blocks>;
}

/** One line, without the space markdownToText leaves before punctuation after bold text. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)])/g, '$1')
    .trim();

/** Paragraphs and steps of a markdown body, as plain text. */
function blocksOf(body: string): Blocks {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b !== '' && !b.startsWith('#') && !/^(\d+\.|[-*])\s/.test(b))
    .map((b) => tidy(markdownToText(b)))
    .filter((b) => b.length > 30);
  return {
    intros: paragraphs.slice(0, 1),
    tips: paragraphs.slice(1),
    steps: articleSteps(body)
      .map(tidy)
      .filter((s) => s.length > 5),
  };
}

function buildPools(source: readonly Article[]): Pools {
  const byLine = new Map<string, Article[]>();
  const blocks = new Map<string, Blocks>();
  for (const a of source) {
    const key = `${a.customerType}/${a.lineOfService}`;
    byLine.set(key, [...(byLine.get(key) ?? []), a]);
    blocks.set(a.id, blocksOf(a.body));
  }
  return { byLine, blocks };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Swaps some words for variants, keeping capitals and leaving the first word of a sentence alone. */
function vary(text: string, pick: Picker, rate = 0.35): string {
  return text.replace(/\b([A-Za-z]+)\b/g, (word, _w, offset: number) => {
    const variants = VARIANTS[word.toLowerCase()];
    if (!variants || offset === 0 || !pick.chance(rate)) return word;
    const v = pick.one(variants);
    return word[0] === word[0]!.toUpperCase() ? capitalise(v) : v;
  });
}

interface Names {
  product: string;
  model: string;
  kind: string;
  city: string;
  plan: string;
}

function names(pick: Picker): Names {
  const word = () => capitalise(Array.from({ length: pick.int(2, 3) }, () => pick.one(SYLLABLES)).join(''));
  const product = word();
  return {
    product,
    model: `${product} ${pick.one(['X', 'S', 'Pro', 'Max', 'Lite', 'Go'])}${pick.int(2, 60)}`,
    kind: pick.one(PRODUCT_KINDS),
    city: pick.one(CITIES),
    plan: `${pick.one(PLAN_WORDS)} ${word()}`,
  };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Service keys of the same customer type and line of service as a key (its siblings, itself included). */
function siblings(key: ServiceKey): ServiceKey[] {
  const { lineOfService } = SERVICE_DETAILS[key];
  const smb = key.startsWith('smb-');
  return SERVICE_KEYS.filter(
    (k) => SERVICE_DETAILS[k].lineOfService === lineOfService && k.startsWith('smb-') === smb,
  );
}

function title(template: Article, other: Article, n: Names, pick: Picker): string {
  const options = [
    `${template.title} on the ${n.model}`,
    `${template.title} (${n.product} ${n.kind})`,
    `${template.title} in ${n.city}`,
    `${template.title} with the ${n.plan} plan`,
    `${template.title} and ${other.title.charAt(0).toLowerCase()}${other.title.slice(1)}`,
  ];
  for (const t of pick.some(options, options.length)) {
    const varied = vary(t, pick, 0.2);
    if (varied.length <= 120) return varied;
  }
  return template.title;
}

function questions(template: Article, other: Article, n: Names, pick: Picker): string[] {
  const own = pick.some(template.questions, pick.int(2, Math.min(4, template.questions.length)));
  const borrowed = pick.some(other.questions, pick.int(1, 2));
  const made = [
    `${pick.one(OPENERS)} ${template.title.charAt(0).toLowerCase()}${template.title.slice(1)} on my ${n.model}?`,
    `${n.product} ${n.kind} ${pick.one(['not working', 'help', 'settings', 'setup', 'problem'])} in ${n.city}`,
  ];
  return [...own, ...borrowed, ...pick.some(made, pick.int(1, 2))]
    .map((q) => vary(q, pick, 0.25).slice(0, 300).trim())
    .filter((q) => q.length >= 3);
}

/** An answer of 2 to 4 sentences (as the schema counts them) and at most 1,200 characters. */
function answer(template: Article, other: Article, n: Names, pick: Picker): string {
  const own = splitSentences(template.answer);
  const extra = splitSentences(other.answer);
  const mention = pick.one([
    `This also works on the ${n.model}.`,
    `Customers in ${n.city} on the ${n.plan} plan follow the same steps.`,
    `The ${n.product} ${n.kind} shows the same options.`,
  ]);
  for (let attempt = 0; attempt < 6; attempt++) {
    const parts = [own[0]!, ...pick.some(own.slice(1), pick.int(0, 2))];
    if (pick.chance(0.4) && extra.length > 0) parts.push(pick.one(extra));
    if (parts.length < 4) parts.push(mention);
    const text = vary(parts.slice(0, 4).join(' '), pick, 0.2);
    const count = splitSentences(text).length;
    if (count >= 2 && count <= 4 && text.length >= 40 && text.length <= 1200) return text;
  }
  return template.answer;
}

function body(
  template: Article,
  others: readonly Article[],
  pools: Pools,
  n: Names,
  forum: boolean,
  pick: Picker,
): string {
  const mine = pools.blocks.get(template.id)!;
  const theirs = others.map((o) => pools.blocks.get(o.id)!);
  const stepPool = [...mine.steps, ...theirs.flatMap((b) => b.steps)];
  const tipPool = [...mine.tips, ...theirs.flatMap((b) => b.tips)];
  const intro = mine.intros[0] ?? markdownToText(template.answer);
  const out: string[] = [];
  if (forum) out.push(`I had the same thing with my ${n.model} in ${n.city}. Here is what worked for me.`);
  out.push(vary(intro, pick));
  if (stepPool.length > 0) {
    out.push(`## ${pick.one(['Steps', 'What to do', `Set up your ${n.product} ${n.kind}`, 'Try this'])}`);
    out.push(
      pick
        .some(stepPool, pick.int(3, 7))
        .map((s, i) => `${i + 1}. ${vary(s, pick)}`)
        .join('\n'),
    );
  }
  for (const tip of pick.some(tipPool, pick.int(1, 3))) out.push(vary(tip, pick));
  out.push("## If it still doesn't work");
  out.push(
    `Check the ${n.plan} plan details for your ${n.kind}, then use Chat with us at /support/contact-us or call ${pick.one(['800-555-0100', '800-555-0122', '800-555-0150'])}.`,
  );
  if (forum) out.push(pick.one(CLOSERS));
  return out.join('\n\n');
}

function dataSource(pick: Picker): DataSource {
  const r = pick.random();
  return r < 0.7 ? 'esupport' : r < 0.85 ? 'gvp' : 'forums';
}

function date(pick: Picker): string {
  const d = new Date(Date.UTC(2025, 0, 1) + pick.int(0, 729) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** `count` valid articles with distinct ids, recombined from `source`. */
export function generateKnowledgeBase(source: readonly Article[], options: GenerateOptions): Article[] {
  const pick = new Picker(seededRandom(options.seed ?? 1));
  const pools = buildPools(source);
  const templates = source.filter((a) => a.dataSource !== 'forums');
  const drafts: Omit<Article, 'related'>[] = [];
  for (let i = 0; i < options.count; i++) {
    const template = pick.one(templates);
    const sameLine = pools.byLine.get(`${template.customerType}/${template.lineOfService}`)!;
    const others = pick.some(
      sameLine.filter((a) => a.id !== template.id),
      2,
    );
    const other = others[0] ?? pick.one(templates.filter((a) => a.customerType === template.customerType));
    const n = names(pick);
    const source = dataSource(pick);
    const serviceKey = pick.chance(0.8) ? template.serviceKey : pick.one(siblings(template.serviceKey));
    drafts.push({
      // Help articles KM2xxxxxx, community answers KM9xxxxxx (content/kb/README.md).
      id: `KM${(source === 'forums' ? 9_100_000 : 2_000_000) + i}`,
      topic: `${template.topic}-${slug(n.product)}-${i}`,
      title: title(template, other, n, pick),
      serviceKey,
      customerType: template.customerType,
      lineOfService: SERVICE_DETAILS[serviceKey].lineOfService,
      dataSource: source,
      intent: template.intent,
      questions: questions(template, other, n, pick),
      answer: answer(template, other, n, pick),
      updated: date(pick),
      body: body(template, others, pools, n, source === 'forums', pick),
    });
  }
  const idsByType = new Map<CustomerType, string[]>();
  for (const d of drafts) idsByType.set(d.customerType, [...(idsByType.get(d.customerType) ?? []), d.id]);
  const articles: Article[] = drafts.map((d) => {
    const pool = idsByType.get(d.customerType)!;
    const related = new Set<string>();
    const want = Math.min(pick.int(2, 4), pool.length - 1);
    for (let tries = 0; related.size < want && tries < 50; tries++) {
      const id = pick.one(pool);
      if (id !== d.id) related.add(id);
    }
    return { ...d, related: [...related] };
  });
  if (options.validate ?? true) {
    const checked = articles.map((a) => ({ article: ArticleSchema.parse(a), file: `${a.id}-${a.topic}.md` }));
    checkKnowledgeBase(checked);
  }
  return articles;
}
