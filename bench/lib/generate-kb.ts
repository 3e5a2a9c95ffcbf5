/**
 * A large synthetic knowledge base for load tests, written from its own vocabulary (none of our
 * articles' text is reused): a domain vocabulary per line of service (devices, features, actions,
 * symptoms, menu labels), about 1,450 common English words drawn by Zipf's law, and names coined as
 * the knowledge base grows (brands and models, places, plans, features, apps, TV channels, error
 * codes, rare technical terms). Names are drawn by Pitman–Yor processes, so a few are everywhere and
 * new ones keep appearing: the vocabulary grows with the article count as a real one does (Heaps'
 * law), rather than stopping at a fixed list. Each article is a valid `Article`: a title, 10 to 13
 * questions in customer styles (keyword queries, full questions, stories), a 2-to-4-sentence answer,
 * a markdown body with steps, related ids and a service spread like a telecom support site's.
 *
 * `generateQueries` writes evaluation questions for a generated knowledge base: paraphrases of its
 * questions (words dropped, swapped or replaced, filler added, sometimes a typo), each with the id of
 * the article it should find. Everything is deterministic for a seed.
 */
import { type Article, ArticleSchema } from '@support/answer-engine';
import { checkKnowledgeBase, seededRandom } from '@support/answer-engine/bench';
import {
  type CustomerType,
  type Intent,
  type LineOfService,
  SERVICE_DETAILS,
  type ServiceKey,
} from '@support/contracts';

export interface GenerateOptions {
  /** How many articles to make (at most 800,000: ids have seven digits). */
  count: number;
  /** PRNG seed. Default 1. */
  seed?: number;
  /**
   * Check every article with ArticleSchema and the cross-article rules. Default: only up to 10,000
   * articles (validation costs more than generation beyond that).
   */
  validate?: boolean;
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
  /** An item of a list ordered most common first, by Zipf's law. */
  zipf(list: ZipfList): string {
    return list.items[list.ranks[(this.random() * ZIPF_STEPS) | 0]!]!;
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
  /** A key of `weights`, with probability in proportion to its weight. */
  weighted<K extends string>(table: WeightTable<K>): K {
    const r = this.random() * table.total;
    let lo = 0;
    let hi = table.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (table.cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return table.keys[lo]!;
  }
}

const ZIPF_STEPS = 65_536;

/**
 * Words ordered most common first, drawn by Zipf's law with exponent 1 (rank r with probability
 * about 1/r): the inverse of the continuous distribution, rank = (n + 1)^u, tabulated.
 */
class ZipfList {
  readonly ranks = new Uint16Array(ZIPF_STEPS);
  constructor(readonly items: readonly string[]) {
    for (let i = 0; i < ZIPF_STEPS; i++)
      this.ranks[i] = Math.min(items.length - 1, Math.floor((items.length + 1) ** (i / ZIPF_STEPS)) - 1);
  }
}

interface WeightTable<K extends string> {
  keys: K[];
  cumulative: number[];
  total: number;
}

function weightTable<K extends string>(weights: Readonly<Record<K, number>>): WeightTable<K> {
  const keys = Object.keys(weights) as K[];
  let total = 0;
  const cumulative = keys.map((k) => (total += weights[k]));
  return { keys, cumulative, total };
}

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w !== '');
const phrases = (s: string): string[] =>
  s
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');

// Common English words by part of speech, roughly most frequent first (all in the SCOWL lists the
// engine's spelling check uses, so they are never taken for typos).
const NOUNS = new ZipfList(
  words(`
time year way day thing life world school family group country problem hand part place case week company
system program question work number night point home water room area money story fact month lot right
study book eye job word business issue side kind head house service friend power hour game line end
member law car city community name team minute idea kid body information back parent face level office
door health person art history party result change morning reason research girl guy moment air teacher
force education foot boy age policy process music market sense nation plan college interest death
experience effect use class control care field development role effort rate heart leader light voice
wife mind price report decision son view relationship town road arm difference value building action
model season society tax director position player record paper space ground form event matter center
couple site project activity star table need court situation cost industry figure street image phone
data picture practice piece land product doctor wall worker news test movie love support technology step
baby computer type attention film tree source organization hair window evidence population behavior bank
reader brother daughter security bed order box letter garden chair kitchen weekend holiday trip vacation
train bus flight airport hotel restaurant store shop mall coffee lunch dinner breakfast meal recipe
grocery package delivery address neighbor apartment basement garage yard roof floor stairs hallway
closet desk shelf drawer lamp clock battery cable plug outlet switch button screen keyboard mouse
printer speaker microphone headset camera video photo album song podcast radio channel station show
episode series ticket concert match score league coach fan stadium gym nurse hospital clinic appointment
insurance medicine pharmacy homework exam grade university student library lesson course career salary
boss colleague client customer meeting deadline schedule calendar task list note reminder message email
card gift birthday wedding anniversary celebration guest visitor relative cousin uncle aunt grandmother
grandfather sister husband partner roommate landlord tenant owner manager employee staff agent driver
pilot passenger traveler tourist teenager adult senior pet dog cat bird fish horse farm river lake ocean
beach island mountain forest park desert valley hill weather rain snow storm wind sun cloud temperature
heat winter summer spring autumn evening afternoon midnight second decade century future past present
culture language accent sentence paragraph chapter page title author writer editor journal magazine
newspaper article headline review comment opinion argument discussion conversation debate interview
survey vote election campaign candidate minister mayor council agency department committee budget
economy profit loss income expense payment purchase receipt refund discount coupon sale offer deal
bargain fee charge balance debt loan credit mortgage rent deposit savings investment fund stock share
bond account transfer wallet cash coin check ability access accident advantage advice agreement amount
analysis answer anxiety approach attempt attitude audience average background base basis benefit bit
blood board boat bottle bottom brain branch bread bridge call capital captain cause cell chance
character choice circle claim climate coast collection comfort commitment concern condition confidence
connection contact content context contract copy corner count county courage cover crowd cup curve cycle
damage danger date degree demand design desire detail device direction disease distance distribution
doubt dream edge element emergency emotion energy engine entry environment equipment error estimate
exchange exercise expert explanation extent factor failure faith feature feeling file finger fire focus
folder fortune frame freedom fruit function gap gas gate glass goal grass guide habit half hall hole
horizon host hunger hurry ice impact improvement incident increase influence injury input instance
instruction intention item journey judge key knowledge label lack layer lead length limit link liquid
load location lock luck machine mail maintenance majority map mark master material meaning measure
memory metal method middle minority mistake mix mode mood motor movement muscle mystery network noise
object occasion opportunity option origin outcome output pace pain pair panel path pattern peace penalty
percent period permission phase phrase pile pipe pitch pocket poem pool portion post potential pressure
pride principle priority privacy prize procedure profile promise proof property proposal protection
purpose quality quantity quarter queue range reaction reality recovery reference region release relief
replacement request requirement reserve resource response rest reward rhythm risk route routine row rule
safety sample scale scene scope search seat secret section selection sequence session setting shape
shift signal signature silence size skill sky slot solution sound speed spirit spot stage standard
status stone storage strategy strength stress structure style subject success suggestion sum surface
surprise symbol target taste tension term text theme theory thought threat tip tone tool topic total
touch track trade tradition traffic transition trend trial trouble trust truth unit update usage user
variety version vision visit volume warning waste wave weight wheel whole width winner wire wish wood
worry zone pen pencil blanket pillow sofa couch carpet curtain mirror sink shower towel soap laundry
dryer washer fridge oven stove microwave dishwasher toaster kettle heater thermostat furnace chimney
fence gutter porch driveway sidewalk mailbox neighborhood suburb village downtown highway tunnel parking
elevator lobby reception cafeteria classroom campus dorm
`),
);
const VERBS = new ZipfList(
  words(`
get make take see want use find give work call try need leave put keep begin help turn start show hear
play move like hold bring write provide lose pay meet include continue set learn change understand watch
follow stop create read allow add spend grow open win offer remember love consider buy serve send expect
build cut reach suggest raise pass sell require report decide pull return explain develop carry break
receive support hit produce eat cover catch draw choose cause point place close involve increase finish
manage notice pick share save check fix clean fill wash cook drive visit plan order prepare print copy
paste delete select enter type scroll swipe tap click press drag drop download upload install update
upgrade restore reset restart refresh reload connect disconnect link pair sync charge plug unplug
replace repair test measure compare confirm verify approve cancel schedule book rent borrow lend owe
earn transfer deposit withdraw apply register sign review edit adjust organize sort search browse stream
record pause rewind skip mute block unblock forward reply answer dial text email post publish attach
store protect secure lock unlock hide reveal display mark label name rename switch toggle enable disable
activate deactivate renew extend reduce limit avoid prevent solve handle improve contact request deliver
ship track collect gather join miss attend celebrate invite thank welcome greet discuss mention describe
list note count calculate estimate guess recognize identify discover explore observe inspect investigate
accept refuse deny admit prefer enjoy trust doubt forgive forget ignore teach train practice study
memorize recall repeat wrap unwrap pack unpack load unload mount detach fold unfold shake push lift
lower fit match mix boil bake fry heat cool freeze melt burn light dim brighten shut
`),
);
const ADJECTIVES = new ZipfList(
  words(`
good new first last long great little own other old right big high different small large next early
young important few public bad same able late hard major better strong possible whole free true full
special easy clear recent certain personal open red difficult available likely short single current
wrong private past foreign fine common poor natural significant similar hot dead central happy serious
ready simple left physical general financial blue dark various entire close legal cold final main green
nice huge popular traditional wide safe quick slow busy quiet loud bright clean dirty empty heavy soft
weak warm cool fresh modern ancient basic extra normal regular standard typical usual rare strange
unusual perfect complete primary secondary minor tiny massive narrow broad deep shallow flat smooth
rough sharp thick thin tall low cheap expensive rich broken missing spare default automatic manual
digital electronic mobile wireless local remote online secure unknown familiar friendly helpful useful
useless careful careless patient polite rude honest fair funny nervous calm angry upset proud tired
hungry lucky sorry glad sure aware confident annoying confusing frustrating amazing awesome terrible
horrible wonderful excellent brilliant decent weird odd random constant frequent occasional temporary
permanent previous former upcoming monthly weekly daily annual yearly hourly instant immediate sudden
gradual steady stable unstable reliable faulty crowded yellow orange purple white black silver golden
pink brown round square plastic wooden metal glass paper cotton wet dry sweet sour bitter salty spicy
noisy sleepy sick healthy lazy active creative curious eager gentle brave clever wise silly strict loose
tight fast
`),
);
const ADVERBS = new ZipfList(
  words(`
also just now then only very even back there still well here too really most already always never often
sometimes usually again almost later soon together ever probably actually maybe yet quickly finally
recently simply certainly clearly nearly suddenly easily immediately completely exactly directly slowly
currently carefully eventually generally rarely normally typically properly automatically manually
instantly briefly gently quietly regularly occasionally twice daily weekly frequently constantly
randomly apparently obviously definitely basically literally honestly seriously totally fully partly
mostly mainly
`),
);
const PREPOSITIONS = new ZipfList(
  words('in on with for from after before during without at near behind under through'),
);
const OPENING_ADVERBS = words('Usually Sometimes Often Normally Typically Occasionally Eventually Then Also');
const MODALS = words('can may will should might could');
const RELATIVES = words(
  'wife husband daughter son sister brother grandmother grandfather neighbor roommate boss colleague client',
);

/** What articles of one line of service talk about. */
interface Domain {
  /** Devices; empty when the articles are about an account rather than a device. */
  kinds: readonly string[];
  /** Subjects ("voicemail", "Wi-Fi password"). */
  objects: readonly string[];
  /** Verb phrases in the base form ("set up"). */
  actions: readonly string[];
  /** Problems; `{x}` stands for the customer's device or subject ("my gateway"). */
  symptoms: readonly string[];
  /** Menu labels. */
  labels: readonly string[];
}

const DOMAINS: Record<LineOfService, Domain> = {
  wireless: {
    kinds: phrases('phone, smartphone, tablet, smartwatch, mobile hotspot, flip phone'),
    objects: phrases(`SIM card, eSIM, voicemail, visual voicemail, phone number, data plan, mobile data,
      personal hotspot, Wi-Fi Calling, international roaming, text messages, picture messages, group texts,
      call forwarding, caller ID, number transfer, trade-in, device unlock, device protection, data usage alerts,
      contacts backup, 5G service, spam call filter, line`),
    actions: phrases(
      'set up, turn on, turn off, activate, transfer, unlock, reset, change, add, remove, check, block, restore, replace, upgrade, cancel',
    ),
    symptoms: phrases(`{x} has no service, {x} keeps dropping calls, {x} won't send texts, {x} only shows SOS,
      {x} is slow on mobile data, {x} won't activate, {x} says the SIM is not supported, {x} drains the battery overnight,
      {x} can't receive picture messages, {x} shows error {code}, calls go straight to voicemail on {x}`),
    labels: phrases(
      'Cellular, Mobile data, Connections, Calls, Messages, SIM manager, Network, Wireless, My devices, Device options, Roaming, Hotspot',
    ),
  },
  internet: {
    kinds: phrases('gateway, router, Wi-Fi extender, modem, mesh point, fiber jack'),
    objects:
      phrases(`Wi-Fi network, Wi-Fi password, network name, internet connection, internet speed, ethernet port,
      guest network, parental controls, port forwarding, static IP address, connected devices, speed test,
      smart home manager, firmware, DNS settings, 5 GHz band, internet plan, equipment return`),
    actions: phrases(
      'set up, reset, restart, change, find, turn on, turn off, connect, add, remove, test, update, move, return, replace, check',
    ),
    symptoms:
      phrases(`{x} keeps dropping the connection, {x} is slow in the evening, {x} has a blinking red light,
      {x} won't connect to Wi-Fi, {x} says connected but there is no internet, {x} restarts by itself,
      {x} can't find the extender, {x} shows error {code}, {x} light stays solid amber`),
    labels: phrases(
      'Network, Wi-Fi, Advanced, Home network, Firewall, Devices, Diagnostics, Broadband, System info, Restart, Parental controls',
    ),
  },
  tv: {
    kinds: phrases('receiver, remote, set-top box, streaming stick, DVR, wireless receiver'),
    objects:
      phrases(`channel lineup, recordings, on-demand library, program guide, parental PIN, premium channels,
      picture quality, closed captions, sports package, favorite channels, receiver software, series recording,
      TV app, pay-per-view order, audio language`),
    actions: phrases(
      'set up, reset, restart, program, record, delete, add, remove, find, change, turn on, turn off, pair, update, cancel, order',
    ),
    symptoms:
      phrases(`{x} has no picture, {x} freezes on one channel, {x} shows error {code}, {x} lost some channels,
      {x} won't record, {x} doesn't respond to the remote, {x} picture breaks up, {x} has sound but no picture,
      {x} is stuck on the startup screen`),
    labels: phrases(
      'Menu, Guide, Recordings, Parental controls, Audio, Closed captioning, System, Remote setup, Favorites, On Demand',
    ),
  },
  homephone: {
    kinds: phrases('cordless phone, base station, phone adapter, handset, voice modem'),
    objects:
      phrases(`dial tone, voicemail, caller ID, call forwarding, call blocking, call waiting, long-distance calls,
      phone number, 911 address, anonymous call rejection, speed dial, three-way calling, phone line, international calling`),
    actions: phrases(
      'set up, turn on, turn off, change, reset, check, block, forward, transfer, add, remove, record, listen to, cancel',
    ),
    symptoms:
      phrases(`{x} has no dial tone, {x} crackles during calls, {x} won't ring, {x} drops calls after a minute,
      {x} shows the wrong caller ID, {x} can't dial long distance, voicemail won't pick up on {x}, {x} shows error {code}`),
    labels: phrases(
      'Voice, Phone features, Call settings, Voicemail, Blocked numbers, Forwarding, Preferences, Home phone',
    ),
  },
  email: {
    kinds: phrases('mail app, laptop, desktop computer, phone, tablet'),
    objects:
      phrases(`mailbox, inbox, email password, spam filter, email forwarding, signature, address book, attachments,
      mailbox storage, secure mail key, email account, auto reply, blocked senders, mail folders, sign-in verification`),
    actions: phrases(
      'set up, reset, change, recover, add, remove, turn on, turn off, forward, block, delete, restore, move, sync, check',
    ),
    symptoms: phrases(`{x} won't send mail, {x} isn't receiving mail, {x} keeps asking for the password,
      {x} says the mailbox is full, {x} sends everything to spam, {x} shows error {code}, {x} can't open attachments,
      {x} stopped syncing`),
    labels: phrases(
      'Mail settings, Accounts, Security, Filters, Forwarding, Signature, Blocked addresses, Storage, Folders, Sign-in info',
    ),
  },
  account: {
    kinds: [],
    objects:
      phrases(`bill, autopay, payment, payment method, paperless billing, account PIN, online account, due date,
      late fee, refund, account credit, payment arrangement, billing address, authorized user, bill breakdown,
      promo credit, security questions, account password, service address, contract`),
    actions: phrases(
      'pay, set up, change, update, cancel, check, find, add, remove, reset, view, download, dispute, extend, schedule',
    ),
    symptoms: phrases(`my payment was declined, my autopay didn't go through, my bill went up this month,
      I was charged twice this month, there's a late fee on my bill, my promo credit is missing,
      I'm locked out of my account, my refund hasn't arrived, my bill shows a charge I don't recognize`),
    labels: phrases(
      'Billing, Payments, Make a payment, Bill history, Payment methods, Autopay, Profile, Sign-in info, Account overview, Bill preferences, Payment arrangements',
    ),
  },
  prepaid: {
    kinds: phrases('prepaid phone, SIM kit, mobile hotspot'),
    objects:
      phrases(`refill, balance, auto-refill, refill card, data add-on, prepaid plan, international credit,
      account PIN, plan renewal date, rewards, number transfer`),
    actions: phrases('add, check, set up, turn off, change, buy, redeem, transfer, renew, cancel, activate'),
    symptoms: phrases(`my refill didn't go through, my balance looks wrong, my plan expired early,
      {x} has no data after a refill, {x} says the account is suspended, the refill card code is rejected,
      {x} shows error {code}`),
    labels: phrases('Refill, Plans, Add-ons, Auto-refill, Balance, My prepaid, Payment, Account'),
  },
  homesecurity: {
    kinds: phrases(
      'camera, doorbell camera, door sensor, keypad, smart lock, smoke detector, security hub, motion sensor',
    ),
    objects:
      phrases(`alarm, professional monitoring, motion alerts, video clips, arming schedule, security code,
      emergency contacts, automation rules, cloud storage, sensor battery, chime, night vision`),
    actions: phrases(
      'set up, arm, disarm, add, remove, change, reset, pair, turn on, turn off, replace, schedule, share, download',
    ),
    symptoms: phrases(`{x} is offline, {x} sets off false alarms, {x} says low battery, {x} keeps beeping,
      video won't load from {x}, {x} won't pair with the hub, {x} shows error {code}, {x} missed a motion event`),
    labels: phrases('Devices, Security, Automations, Video, Users, Notifications, System'),
  },
  general: {
    kinds: phrases('phone, gateway, receiver, tablet'),
    objects:
      phrases(`order, store appointment, return, exchange, moving service, new service, technician visit,
      account access, order status, accessibility services, language preference, service outage, gift card,
      warranty claim, contact preferences`),
    actions: phrases(
      'check, schedule, cancel, change, start, track, return, exchange, find, book, update, report',
    ),
    symptoms: phrases(`my order is delayed, the technician didn't show up, order tracking hasn't updated,
      {x} arrived damaged, the store can't find my appointment, there's an outage near me,
      {x} was sent to the wrong address`),
    labels: phrases('Orders, Appointments, Support, Account, Profile, Help, Returns, Store locator'),
  },
};

/** Subjects only business customers have, added to every line's own. */
const BUSINESS_OBJECTS = phrases(`business line, employee lines, auto attendant, business hours greeting,
  static IP block, tax-exempt status, account manager, multi-line hunt group, business account admin`);
const COMMON_LABELS = phrases(
  'Settings, Save, Continue, Confirm, Next, Done, Apply, Edit, Manage, Add, Remove',
);
const PLAN_WORDS = words('Unlimited Starter Premium Value Family Business Basic Plus Elite Flex Extra Pro');
const FEATURE_MODIFIERS =
  words(`Smart Secure Family Home Cloud Night Instant Auto Active Quick Safe Total Easy
  Priority Clear Boost Guest Travel Data Call Line Net Wave Signal Shield`);
const FEATURE_HEADS = words(`Guard Shield Sync Backup Locator Filter Manager Assist Connect Saver Alerts Boost
  Pass Share Link Control Monitor Vault Relay Hub Keeper Tracker Scan Check`);
const SERIES = ['X', 'S', 'A', 'Z', 'Pro ', 'Max ', 'Lite ', 'Go ', 'Note ', 'One '];
const PLACE_SUFFIXES = words('ton ville field wood bury port ford dale ridge haven brook mouth stead');
const PLACE_PREFIXES = ['Lake ', 'Port ', 'North ', 'West ', 'East ', 'Mount ', 'New ', 'Fort ', ''];
const SYLLABLES =
  words(`ka lo mi ra ten vo zu bri dex sol nor qua fen tal ver gon pix lum cor syn tra vel mar nex
  ori pel sen tor ux wen al bel cas dor el fa gri hal ix jo kel lan mo nu os pra ri sa ti ul va wyn xe yo zel`);
const ONSETS = words('b c d f g h j k l m n p r s t v w z br cl dr fl gr pl st tr sh ch th sk sp');
const VOWELS = words('a e i o u a e i o ai ea ou io');
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 't', 'x', 'nd', 'st', 'rk', 'm'];
const STORY_OPENERS =
  phrases(`I just moved to {place}, I got a new {model} last week, I switched to the {plan} plan,
  We had a power cut yesterday, I came back from a trip to {place}, My {relative} set everything up for me,
  I've been a customer for {n} years, The technician left an hour ago`);
const BUSINESS_OPENERS = phrases(
  'Our office moved to {place}, We hired {n} new employees this month, Our store in {place} opened last week',
);
const STORY_CLOSERS = phrases(
  'What else can I do?, Is there a fix?, Do I need a technician?, Please help., Can someone tell me what is wrong?, Any ideas?',
);
const FORUM_OPENERS = phrases(
  'Welcome to the community!, Moderator here., Good question, this comes up a lot., I had exactly the same problem last month.',
);
const SUPPORT_NUMBERS = ['800-555-0100', '800-555-0122', '800-555-0150', '800-555-0177'];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Names drawn by a Pitman–Yor process: a new name with probability (θ + d·names) / (θ + draws),
 * otherwise one drawn before, in proportion to its uses. The number of distinct names grows as
 * draws^d (Heaps' law), and their frequencies follow a power law (Zipf).
 */
class Coiner {
  private readonly names: string[] = [];
  private readonly taken = new Set<string>();
  private readonly history: number[] = [];

  constructor(
    private readonly pick: Picker,
    private readonly make: () => string,
    private readonly discount: number,
    private readonly concentration: number,
  ) {}

  next(): string {
    const n = this.history.length;
    const fresh = (this.concentration + this.discount * this.names.length) / (this.concentration + n);
    let index: number;
    if (n === 0 || this.pick.random() < fresh) {
      let name = this.make();
      for (let tries = 0; this.taken.has(name); tries++) name = tries < 8 ? this.make() : `${name} ${tries}`;
      this.taken.add(name);
      index = this.names.push(name) - 1;
    } else {
      index = this.history[Math.floor(this.pick.random() * n)]!;
    }
    this.history.push(index);
    return this.names[index]!;
  }
}

/** The names a knowledge base coins as it grows. */
class World {
  readonly brands: Coiner;
  readonly models: Coiner;
  readonly places: Coiner;
  readonly plans: Coiner;
  readonly features: Coiner;
  readonly apps: Coiner;
  readonly channels: Coiner;
  readonly codes: Coiner;
  /** Rare technical words ("brantolix"), standing for a real knowledge base's jargon. */
  readonly terms: Coiner;

  constructor(readonly pick: Picker) {
    const name = (min: number, max: number) =>
      capitalise(Array.from({ length: pick.int(min, max) }, () => pick.one(SYLLABLES)).join(''));
    const syllable = () => pick.one(ONSETS) + pick.one(VOWELS);
    const word = () => syllable() + syllable() + (pick.chance(0.2) ? syllable() : '') + pick.one(CODAS);
    this.brands = new Coiner(pick, () => name(2, 3), 0.5, 10);
    this.models = new Coiner(
      pick,
      () => `${this.brands.next()} ${pick.one(SERIES)}${pick.int(2, 999)}`,
      0.6,
      50,
    );
    this.places = new Coiner(
      pick,
      () => {
        const stem = name(1, 2);
        return pick.chance(0.6)
          ? stem + pick.one(PLACE_SUFFIXES)
          : `${pick.one(PLACE_PREFIXES)}${stem}`.trim();
      },
      0.6,
      30,
    );
    this.plans = new Coiner(
      pick,
      () => `${pick.one(PLAN_WORDS)} ${name(2, 2)}${pick.chance(0.3) ? ` ${pick.int(1, 20) * 5}GB` : ''}`,
      0.5,
      20,
    );
    this.features = new Coiner(
      pick,
      () =>
        pick.chance(0.7)
          ? `${pick.one(FEATURE_MODIFIERS)} ${pick.one(FEATURE_HEADS)}`
          : `${this.brands.next()} ${pick.one(FEATURE_HEADS)}`,
      0.55,
      30,
    );
    this.apps = new Coiner(
      pick,
      () =>
        `${name(2, 2)}${pick.chance(0.5) ? ` ${pick.one(['Home', 'Connect', 'Mail', 'Secure', 'Wallet'])}` : ''}`,
      0.4,
      5,
    );
    this.channels = new Coiner(
      pick,
      () => `${name(1, 2)} ${pick.one(['Sports', 'Movies', 'News', 'Kids', 'Plus', 'Live', 'Gold'])}`,
      0.6,
      30,
    );
    this.codes = new Coiner(
      pick,
      () => `${pick.one(['E', 'RC', 'S', 'ERR', 'W', 'C'])}-${pick.int(100, 99999)}`,
      0.7,
      50,
    );
    this.terms = new Coiner(pick, word, 0.8, 200);
  }
}

/** One article's subject and the names it mentions. */
interface Scene {
  customerType: CustomerType;
  line: LineOfService;
  kind: 'howto' | 'fix' | 'feature' | 'place';
  action: string;
  object: string;
  /** The device ("Korva X40 gateway"), or the object when the line has none. */
  thing: string;
  /** "gateway"; empty when the line has no devices. */
  deviceKind: string;
  model: string;
  feature: string;
  plan: string;
  place: string;
  app: string;
  code: string;
  /** The problem as the customer puts it ("my gateway keeps dropping the connection"), and as we do. */
  mySymptom: string;
  yourSymptom: string;
  labels: string[];
}

/** Service keys as often as a telecom support site's articles use them (wireless and billing most). */
const SERVICE_WEIGHTS: Record<ServiceKey, number> = {
  wireless: 22,
  'my-account': 14,
  'u-verse-high-speed-internet': 10,
  'internet-air': 3,
  'internet-fixed-wireless': 2,
  'internet-dsl': 1.5,
  prepaid: 5,
  'u-verse-tv': 6,
  'u-verse-voice': 4,
  'local-long-distance': 2,
  'email-support': 4,
  'contact-us': 2,
  'how-to': 3,
  support: 3,
  digitallife: 3,
  'smb-wireless': 3,
  'smb-my-account': 2,
  'smb-u-verse-high-speed-internet': 2,
  'smb-support': 1,
  'smb-internet-air': 0.5,
  'smb-internet-fixed-wireless': 0.5,
  'smb-internet-dsl': 0.5,
  'smb-u-verse-voice': 1,
  'smb-local-long-distance': 0.5,
  'smb-u-verse-tv': 0.5,
  'smb-email-support': 0.5,
  'smb-contact-us': 0.5,
};
const SERVICES = weightTable(SERVICE_WEIGHTS);

/** Writes the text of articles for one world. */
class Writer {
  constructor(
    readonly pick: Picker,
    readonly world: World,
  ) {}

  // ── General English ──────────────────────────────────────────────────────────────────────────
  noun(): string {
    return this.pick.chance(0.03) ? this.world.terms.next() : this.pick.zipf(NOUNS);
  }
  verb(): string {
    return this.pick.zipf(VERBS);
  }
  adjective(): string {
    return this.pick.zipf(ADJECTIVES);
  }
  adverb(): string {
    return this.pick.zipf(ADVERBS);
  }
  nounPhrase(s: Scene): string {
    const r = this.pick.random();
    if (r < 0.35) return `the ${this.noun()}`;
    if (r < 0.55) return `your ${this.noun()}`;
    if (r < 0.75) return an(`${this.adjective()} ${this.noun()}`);
    if (r < 0.9) return `the ${this.adjective()} ${this.noun()}`;
    return `your ${s.thing}`;
  }
  prepositional(s: Scene): string {
    return `${this.pick.zipf(PREPOSITIONS)} ${this.nounPhrase(s)}`;
  }
  /** One sentence of general prose about the scene, ending with a full stop. */
  prose(s: Scene): string {
    const p = this.pick;
    switch (p.int(0, 8)) {
      case 0:
        return `If you ${this.verb()} the ${this.noun()} ${this.prepositional(s)}, the ${s.deviceKind || this.noun()} may ${this.verb()} it ${this.adverb()}.`;
      case 1:
        return `You can ${this.verb()} ${this.nounPhrase(s)} at any time, even ${this.prepositional(s)}.`;
      case 2:
        return `Most customers ${this.verb()} ${this.nounPhrase(s)} ${this.adverb()} after they ${s.action} the ${s.object}.`;
      case 3:
        return `Keep ${this.nounPhrase(s)} ${this.prepositional(s)} so the ${s.deviceKind || this.noun()} can ${this.verb()} ${this.nounPhrase(s)}.`;
      case 4:
        return `It usually takes ${p.int(2, 30)} minutes to ${this.verb()} ${this.nounPhrase(s)}, and ${this.nounPhrase(s)} may ${this.verb()} it ${this.adverb()} during that time.`;
      case 5:
        return `This doesn't ${this.verb()} ${this.nounPhrase(s)} or ${this.nounPhrase(s)}.`;
      case 6:
        return `We ${this.adverb()} ${this.verb()} ${this.nounPhrase(s)} when you ${this.verb()} ${this.nounPhrase(s)}.`;
      case 7:
        return `${this.pick.one(OPENING_ADVERBS)}, ${this.nounPhrase(s)} ${p.one(MODALS)} ${this.verb()} ${this.nounPhrase(s)} ${this.prepositional(s)}.`;
      default:
        return `Your ${this.noun()} and your ${this.noun()} stay the same, and nothing changes for the ${this.adjective()} ${this.noun()}.`;
    }
  }

  // ── The scene ────────────────────────────────────────────────────────────────────────────────
  scene(serviceKey: ServiceKey): Scene {
    const p = this.pick;
    const w = this.world;
    const customerType: CustomerType = serviceKey.startsWith('smb-') ? 'smb' : 'consumer';
    const line = SERVICE_DETAILS[serviceKey].lineOfService;
    const domain = DOMAINS[line];
    const objects = customerType === 'smb' && p.chance(0.3) ? BUSINESS_OBJECTS : domain.objects;
    const deviceKind = domain.kinds.length > 0 ? p.one(domain.kinds) : '';
    const model = w.models.next();
    const object = p.one(objects);
    const thing = deviceKind === '' ? object : /phone$/.test(deviceKind) ? model : `${model} ${deviceKind}`;
    const code = w.codes.next();
    const mySymptom = p.one(domain.symptoms).replace('{x}', `my ${thing}`).replace('{code}', code);
    const r = p.random();
    return {
      customerType,
      line,
      kind: r < 0.45 ? 'howto' : r < 0.8 ? 'fix' : r < 0.9 ? 'feature' : 'place',
      action: p.one(domain.actions),
      object,
      thing,
      deviceKind,
      model,
      feature: w.features.next(),
      plan: w.plans.next(),
      place: w.places.next(),
      app: line === 'tv' && p.chance(0.5) ? w.channels.next() : w.apps.next(),
      code,
      mySymptom,
      yourSymptom: mySymptom
        .replace(/\bmy\b/g, 'your')
        .replace(/\bI'm\b/g, "you're")
        .replace(/\bI was\b/g, 'you were')
        .replace(/\bI\b/g, 'you')
        .replace(/\bme\b/g, 'you'),
      labels: [...p.some(domain.labels, 3), p.one(COMMON_LABELS), capitalise(this.noun())],
    };
  }

  intent(s: Scene): Intent {
    if (s.object === 'payment arrangement' || (s.line === 'account' && s.action === 'extend'))
      return 'paymentArrangement';
    if (s.action === 'upgrade' || s.object === 'trade-in') return 'upgrade';
    if (s.action === 'add' && s.line !== 'account') return 'addOn';
    if (s.line === 'account' && /bill|pay|fee|credit|refund|due/.test(s.object)) return 'billing';
    if (s.line === 'prepaid' && /refill|balance/.test(s.object)) return 'billing';
    return 'general';
  }

  title(s: Scene): string {
    const p = this.pick;
    const act = capitalise(s.action);
    const device = s.deviceKind ? ` on the ${s.thing}` : '';
    let title: string;
    switch (s.kind) {
      case 'howto':
        title = p.one([
          `${act} your ${s.object}${device}`,
          `How to ${s.action} your ${s.object}${device}`,
          `${act} your ${s.object} with the ${s.plan} plan`,
          `${act} your ${s.object} in the ${s.app} app`,
        ]);
        break;
      case 'fix':
        title = p.one([
          `If ${s.yourSymptom}`,
          `What to do when ${s.yourSymptom}`,
          `${capitalise(s.yourSymptom)}: how to fix it`,
        ]);
        break;
      case 'feature':
        title = p.one([
          `What is ${s.feature}?`,
          `About ${s.feature} on the ${s.plan} plan`,
          `${s.feature}: what it does and how to turn it on`,
        ]);
        break;
      default:
        title = p.one([
          `${act} your ${s.object} after moving to ${s.place}`,
          `${capitalise(s.object)} in ${s.place}: service and outages`,
        ]);
    }
    return title.length <= 120 ? title : title.slice(0, 117).trimEnd();
  }

  /** 10 to 13 questions: full questions, keyword queries and stories. */
  questions(s: Scene): string[] {
    const p = this.pick;
    const on = s.deviceKind ? ` on my ${s.thing}` : '';
    const full: (() => string)[] = [
      () => `How do I ${s.action} my ${s.object}${on}?`,
      () => `How can I ${s.action} the ${s.object} from the ${s.app} app?`,
      () => `Can I ${s.action} my ${s.object} without calling?`,
      () => `Where do I ${s.action} my ${s.object} in ${s.place}?`,
      () => `What should I do if ${s.mySymptom}?`,
      () => `Is ${s.feature} included with the ${s.plan} plan?`,
      () => `How long does it take to ${s.action} my ${s.object}?`,
      () => `Why can't I ${s.action} my ${s.object}?`,
      () =>
        s.deviceKind
          ? `What does error ${s.code} mean on my ${s.deviceKind}?`
          : `What does ${s.code} on my bill mean?`,
      () => `Does ${s.feature} work on the ${s.deviceKind ? s.model : `${s.plan} plan`}?`,
    ];
    const keyword: (() => string)[] = [
      () => `${s.action} ${s.object}`,
      () => `${s.deviceKind ? s.model : s.plan} ${s.object}`,
      () => `${s.feature} not working`,
      () => `${s.deviceKind || s.object} ${s.code} error`,
      () => `${s.object} ${s.place}`,
      () => `${s.plan} ${s.object}`,
      () => `${s.object} ${s.action} ${this.noun()}`,
    ];
    const opener = () =>
      p
        .one(s.customerType === 'smb' && p.chance(0.5) ? BUSINESS_OPENERS : STORY_OPENERS)
        .replace('{place}', s.place)
        .replace('{model}', s.model)
        .replace('{plan}', s.plan)
        .replace('{relative}', p.one(RELATIVES))
        .replace('{n}', String(p.int(2, 15)));
    const story: (() => string)[] = [
      () =>
        `${opener()}, and now ${s.mySymptom}. I already tried to ${this.verb()} the ${this.noun()} ${this.adverb()} but nothing changed. ${p.one(STORY_CLOSERS)}`,
      () =>
        `My ${p.one(RELATIVES)} uses ${an(s.model)} for ${this.nounPhrase(s)} and wants to ${s.action} the ${s.object}, but the ${s.labels[0]} menu looks different from the guide. Where is it now?`,
      () =>
        `${opener()}. I need to ${s.action} my ${s.object} before the ${this.adjective()} ${this.noun()} ${this.prepositional(s)}, can you help?`,
    ];
    const picked = [
      ...p.some(full, p.int(6, 7)).map((q) => q()),
      ...p.some(keyword, p.int(3, 4)).map((q) => q().toLowerCase()),
      ...p.some(story, p.int(1, 2)).map((q) => q()),
    ];
    const seen = new Set<string>();
    const questions: string[] = [];
    const add = (q: string) => {
      const key = q.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      questions.push(q.length <= 300 ? q : q.slice(0, 300).trimEnd());
    };
    picked.forEach(add);
    // Two templates can coincide ("add line" twice): top up with the rest of the full questions.
    for (const q of full) if (questions.length < 10) add(q());
    return questions;
  }

  /** Two to four plain sentences, each ending with a full stop. */
  answer(s: Scene): string {
    const p = this.pick;
    const [l1, l2, l3] = s.labels;
    let first: string;
    switch (s.kind) {
      case 'howto':
        first = `To ${s.action} your ${s.object}, open ${s.deviceKind ? `the ${s.app} app or the ${s.deviceKind} settings` : 'My Account'} and go to ${l1} > ${l2}.`;
        break;
      case 'fix':
        first = `When ${s.yourSymptom}, restart the ${s.deviceKind || 'app'} first, then check ${l1} > ${l2}.`;
        break;
      case 'feature':
        first = `${s.feature} comes with the ${s.plan} plan and you turn it on under ${l1} > ${l2}.`;
        break;
      default:
        first = `Customers in ${s.place} can ${s.action} their ${s.object} online under ${l1} > ${l2}.`;
    }
    const sentences = [first];
    switch (p.int(0, 2)) {
      case 0:
        sentences.push(
          `Select ${l3} and follow the prompts, and the change takes effect within ${p.int(2, 30)} minutes.`,
        );
        break;
      case 1:
        sentences.push(`It applies to every ${this.noun()} on the account and you can undo it at any time.`);
        break;
      default:
        sentences.push(`You'll get a text when it's done, usually within ${p.int(2, 24)} hours.`);
    }
    if (p.chance(0.6)) sentences.push(this.prose(s));
    if (p.chance(0.4))
      sentences.push(`If it still doesn't work, call ${p.one(SUPPORT_NUMBERS)} or use Chat with us.`);
    return sentences.join(' ');
  }

  steps(s: Scene): string[] {
    const p = this.pick;
    const [l1, l2, l3, l4, l5] = s.labels;
    const device = s.deviceKind || 'device';
    const pool: (() => string)[] = [
      () => `Open the ${s.app} app and sign in.`,
      () => `Select **${l1}**, then **${l2}**.`,
      () => `Go to **${l3} > ${l5}**.`,
      () => `Choose the ${s.deviceKind || s.object} you want to ${this.verb()}.`,
      () => `Turn on **${s.feature}** and select **${l4}**.`,
      () => `Restart the ${device}: unplug it for ${p.int(10, 60)} seconds, then plug it back in.`,
      () => `Wait up to ${p.int(2, 15)} minutes for the ${device} to ${this.verb()} the ${this.noun()}.`,
      () => `Enter your ${this.noun()} ${this.prepositional(s)} and select **Continue**.`,
      () => `If **${l2}** is greyed out, ${this.verb()} the ${this.adjective()} ${this.noun()} first.`,
      () => `Check that the ${this.noun()} is ${this.adjective()}, then select **${l3}**.`,
    ];
    const steps = p
      .some(pool, p.int(3, 7))
      .map((step) => (p.chance(0.3) ? `${step()} ${this.prose(s)}` : step()));
    steps.splice(
      p.int(0, steps.length),
      0,
      `${capitalise(s.action)} the ${s.object} and select **Confirm**.`,
    );
    return steps;
  }

  body(s: Scene, forum: boolean): string {
    const p = this.pick;
    const out: string[] = [];
    const steps = this.steps(s);
    const numbered = steps.map((x, i) => `${i + 1}. ${x}`).join('\n');
    if (forum) {
      out.push(`${p.one(FORUM_OPENERS)} ${this.prose(s)} Here's what worked for me.`);
      out.push(numbered);
      out.push(`${this.prose(s)} ${this.prose(s)}`, `${this.prose(s)} ${this.prose(s)} ${this.prose(s)}`);
      out.push(
        `If it still won't work after all that, post what the ${s.labels[0]} page shows (leave out your account number!) and we'll help. You can also call ${p.one(SUPPORT_NUMBERS)}.`,
      );
      return out.join('\n\n');
    }
    let intro: string;
    switch (s.kind) {
      case 'howto':
        intro = `You can ${s.action} your ${s.object} yourself, and it only takes a few minutes.`;
        break;
      case 'fix':
        intro = `When ${s.yourSymptom}, the cause is usually the ${this.noun()} or the ${s.deviceKind || s.object}.`;
        break;
      case 'feature':
        intro = `${s.feature} lets you ${this.verb()} ${this.nounPhrase(s)} ${this.prepositional(s)}.`;
        break;
      default:
        intro = `Customers in ${s.place} can ${s.action} their ${s.object} online or in a store.`;
    }
    out.push(`${intro} ${this.prose(s)} ${this.prose(s)}${p.chance(0.5) ? ` ${this.prose(s)}` : ''}`);
    if (p.chance(0.6)) {
      const bullets = Array.from({ length: p.int(2, 3) }, () => `- ${this.prose(s)}`);
      if (s.deviceKind) bullets.push(`- Have your ${s.thing} nearby and charged.`);
      out.push('## Before you start', bullets.join('\n'));
    }
    out.push(
      `## ${p.one(['Steps', `${capitalise(s.action)} your ${s.object}`, 'What to do', 'Try this'])}`,
      numbered,
    );
    if (p.chance(0.6)) {
      const heading =
        s.customerType === 'smb'
          ? 'For business accounts'
          : s.deviceKind
            ? `On the ${s.model}`
            : 'Good to know';
      out.push(
        `## ${heading}`,
        `${this.prose(s)} ${this.prose(s)}${p.chance(0.5) ? ` ${this.prose(s)}` : ''}`,
      );
    }
    if (p.chance(0.5)) {
      const changes = Array.from({ length: p.int(2, 4) }, () => `- ${this.prose(s)}`);
      out.push(p.one(['## What changes', '## Tips', `## About ${s.feature}`]), changes.join('\n'));
    }
    out.push(
      "## If it still doesn't work",
      Array.from(
        { length: p.int(2, 4) },
        () => `- **${capitalise(this.adjective())} ${this.noun()}:** ${this.prose(s)}`,
      ).join('\n'),
      `Need a hand? Use Chat with us at /support/contact-us or call ${p.one(SUPPORT_NUMBERS)}.`,
    );
    return out.join('\n\n');
  }
}

/** Update dates: every day of 2024 to mid-2026. */
const DATES = Array.from({ length: 900 }, (_, day) =>
  new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
);

/** Help articles KM2xxxxxx, community answers KM9xxxxxx (content/kb/README.md); ours are KM1xxxxxx. */
const HELP_IDS = 2_000_000;
const FORUM_IDS = 9_100_000;
const MAX_COUNT = 800_000;

/**
 * `count` valid articles with distinct ids. The optional `existing` articles only reserve their ids
 * (so both can be indexed together); none of their text is used.
 */
export function generateKnowledgeBase(options: GenerateOptions): Article[];
export function generateKnowledgeBase(existing: readonly Article[], options: GenerateOptions): Article[];
export function generateKnowledgeBase(
  first: GenerateOptions | readonly Article[],
  second?: GenerateOptions,
): Article[] {
  const options = Array.isArray(first) ? second : (first as GenerateOptions);
  if (!options) throw new Error('generateKnowledgeBase: options are required');
  if (options.count > MAX_COUNT) throw new Error(`generateKnowledgeBase: at most ${MAX_COUNT} articles`);
  const reserved = new Set(Array.isArray(first) ? (first as readonly Article[]).map((a) => a.id) : []);
  const pick = new Picker(seededRandom(options.seed ?? 1));
  const writer = new Writer(pick, new World(pick));
  let nextHelp = HELP_IDS;
  let nextForum = FORUM_IDS;
  const newId = (forum: boolean) => {
    let id: string;
    do id = `KM${forum ? nextForum++ : nextHelp++}`;
    while (reserved.has(id));
    return id;
  };

  const drafts: Omit<Article, 'related'>[] = [];
  for (let i = 0; i < options.count; i++) {
    const serviceKey = pick.weighted(SERVICES);
    const r = pick.random();
    const dataSource = r < 0.7 ? 'esupport' : r < 0.88 ? 'gvp' : 'forums';
    const s = writer.scene(serviceKey);
    const title = writer.title(s);
    const forum = dataSource === 'forums';
    drafts.push({
      id: newId(forum),
      topic: slug(title).split('-').slice(0, 7).join('-') || 'article',
      title: forum ? `Re: ${title}`.slice(0, 120) : title,
      serviceKey,
      customerType: s.customerType,
      lineOfService: s.line,
      dataSource,
      intent: writer.intent(s),
      questions: writer.questions(s),
      answer: writer.answer(s),
      updated: pick.one(DATES),
      body: writer.body(s, forum),
    });
  }

  // Related: articles of the same customer type and line of service, mostly near in the list.
  const groups = new Map<string, string[]>();
  for (const d of drafts) {
    const key = `${d.customerType}/${d.lineOfService}`;
    const group = groups.get(key);
    if (group) group.push(d.id);
    else groups.set(key, [d.id]);
  }
  const articles: Article[] = drafts.map((d) => {
    const group = groups.get(`${d.customerType}/${d.lineOfService}`)!;
    const related = new Set<string>();
    const want = Math.min(pick.int(2, 4), group.length - 1);
    for (let tries = 0; related.size < want && tries < 20; tries++) {
      const id = pick.one(group);
      if (id !== d.id) related.add(id);
    }
    return { ...d, related: [...related] };
  });

  if (options.validate ?? options.count <= 10_000) {
    const checked = articles.map((a) => ({ article: ArticleSchema.parse(a), file: `${a.id}-${a.topic}.md` }));
    checkKnowledgeBase(checked);
  }
  return articles;
}

// ── Evaluation queries ─────────────────────────────────────────────────────────────────────────

export interface GeneratedQuery {
  question: string;
  customerType: CustomerType;
  /** The article that answers it. */
  expect: string;
}

export interface QueryOptions {
  count: number;
  /** PRNG seed. Default 2. */
  seed?: number;
}

/** Ways customers say the same thing. */
const REWORDINGS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\bhow do i\b/i, ['how to', 'how can i', 'how would i']],
  [/\bset up\b/i, ['setup', 'configure', 'get']],
  [/\bturn on\b/i, ['enable', 'switch on', 'activate']],
  [/\bturn off\b/i, ['disable', 'switch off', 'stop']],
  [/\bcan't\b/i, ['cant', 'cannot', 'can not']],
  [/\bwon't\b/i, ['wont', 'will not', 'doesnt']],
  [/\bdoesn't\b/i, ['doesnt', 'does not']],
  [/\bphone\b/i, ['cell', 'mobile', 'cellphone']],
  [/\bbill\b/i, ['statement', 'invoice']],
  [/\bchange\b/i, ['update', 'edit', 'modify']],
  [/\bwhat should i do\b/i, ['what do i do', 'what now', 'how do i fix it']],
  [/\bmy\b/i, ['the', 'our']],
  [/\bcheck\b/i, ['see', 'view', 'look at']],
  [/\bwi-fi\b/i, ['wifi', 'wi fi', 'wireless']],
  [/\berror\b/i, ['code', 'message', 'error code']],
  [/\bnot working\b/i, ['broken', 'stopped working', 'doesnt work']],
];
const FILLER_BEFORE = ['hi', 'hello,', 'please help:', 'quick question -', 'hey', 'need help', 'urgent:'];
const FILLER_AFTER = ['please', 'thanks', 'asap', 'help', '??', 'again', 'today', 'thank you'];
const SMALL_WORDS = new Set(
  words('the a an my i do to is on in of for can how what with it me our your this that'),
);

const comparable = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A typo in one word of five letters or more: two letters swapped, one dropped or one doubled. */
function typo(words: string[], pick: Picker): void {
  const long = words.map((w, i) => (/^[a-z]{5,}$/i.test(w) ? i : -1)).filter((i) => i >= 0);
  if (long.length === 0) return;
  const i = pick.one(long);
  const w = words[i]!;
  const at = pick.int(1, w.length - 2);
  const op = pick.int(0, 2);
  words[i] =
    op === 0
      ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2)
      : op === 1
        ? w.slice(0, at) + w.slice(at + 1)
        : w.slice(0, at) + w[at] + w.slice(at);
}

function paraphrase(question: string, pick: Picker): string {
  let text = question.replace(/[?.!]+$/, '');
  const edits = pick.int(1, 3);
  for (let e = 0; e < edits; e++) {
    const op = pick.int(0, 3);
    if (op === 0) {
      const rule = pick.some(REWORDINGS, REWORDINGS.length).find(([re]) => re.test(text));
      if (rule) text = text.replace(rule[0], pick.one(rule[1]));
      continue;
    }
    const ws = text.split(/\s+/);
    if (op === 1 && ws.length > 3) {
      const small = ws.map((w, i) => (SMALL_WORDS.has(w.toLowerCase()) ? i : -1)).filter((i) => i >= 0);
      const at = small.length > 0 && pick.chance(0.7) ? pick.one(small) : pick.int(0, ws.length - 1);
      ws.splice(at, 1);
    } else if (op === 2 && ws.length > 2) {
      const at = pick.int(0, ws.length - 2);
      [ws[at], ws[at + 1]] = [ws[at + 1]!, ws[at]!];
    } else if (pick.chance(0.5)) {
      ws.unshift(pick.one(FILLER_BEFORE));
    } else {
      ws.push(pick.one(FILLER_AFTER));
    }
    text = ws.join(' ');
  }
  if (pick.chance(0.25)) {
    const ws = text.split(/\s+/);
    typo(ws, pick);
    text = ws.join(' ');
  }
  if (pick.chance(0.4)) text = text.toLowerCase();
  else if (pick.chance(0.5)) text += '?';
  return text;
}

/**
 * `count` questions that customers might ask of a generated knowledge base, each a paraphrase of
 * one help article's question (never a copy of any of its questions), with that article's id.
 * Community answers are left out: the engine does not search them by default.
 */
export function generateQueries(articles: readonly Article[], options: QueryOptions): GeneratedQuery[] {
  const pick = new Picker(seededRandom(options.seed ?? 2));
  const help = articles.filter((a) => a.dataSource !== 'forums');
  if (help.length === 0) throw new Error('generateQueries: no help articles');
  const out: GeneratedQuery[] = [];
  while (out.length < options.count) {
    const article = pick.one(help);
    const own = new Set([article.title, ...article.questions].map(comparable));
    let question = paraphrase(pick.one(article.questions), pick);
    for (let tries = 0; own.has(comparable(question)) && tries < 5; tries++)
      question = `${pick.one(FILLER_BEFORE)} ${question}`;
    if (own.has(comparable(question))) continue;
    out.push({ question, customerType: article.customerType, expect: article.id });
  }
  return out;
}
