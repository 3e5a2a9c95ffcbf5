/**
 * Words that carry no topic on their own, their chat spellings ("u", "ur", "pls", "thx"), and words
 * of feeling ("furious", "worried", "asap"): how the customer feels, never which article helps. Kept short on purpose: "no", "not" and "down" stay,
 * because "no dial tone", "not sending" and "internet is down" are what the customer sees.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are around as at be because been before being below
  between both but by can could did do does doing done during each few for from further get gets
  getting got go goes going had has have having he her here hers herself him himself his how i id if im in into is it
  its itself ive just let lets me might more most must my myself of off on once only or other our ours
  ourselves out over own please same she should so some such than that thats the their theirs them
  themselves then there these they this those through to too under until up us very was we were what
  whats when where which while who whom why will with would you your yours yourself yourselves
  hi hello hey thanks thank tell know want wanna need needs trying try tried help way ok okay also im
  youre youve youll youd theyre theyve hes shes weve theres heres whos wheres hows itll
  dont cant wont doesnt didnt isnt really actually literally totally extremely super quite anymore
  u ur r pls plz thx ty wut wat cuz coz b4
  furious angry annoyed annoying frustrated frustrating ridiculous unacceptable ugh seriously
  desperate desperately upset mad hate scared panic panicking freaking stressed stressing worried
  worry worrying nightmare awful terrible horrible insane crazy pissed tired urgent urgently asap`.split(
    /\s+/,
  ),
);
