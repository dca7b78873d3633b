/**
 * The site writes US English in AP style. `britishSpellings` finds the common British (and non-AP)
 * forms in a text, for the tests that read every page and the sample content. Proper names that keep
 * their own spelling are listed in `properNames` and skipped.
 */

/** Names that are spelled the British way on purpose (a venue's own name). */
export const properNames: readonly string[] = ['Texas Theatre'];

const patterns: readonly RegExp[] = [
  // -our: colour, honour, favourite, neighbourhood, behaviour...
  /\b(?:col|hon|fav|lab|neighb|behavi|flav|harb|hum|rum|sav|vap|arm|endeav|parl|od|val|vig|splend|tum|clam|cand|rig|ferv|ard)our\w*/gi,
  // -re: centre, theatre, metre, litre, fibre...
  /\b(?:cent|theat|met|kilomet|centimet|lit|fib|calib|somb|lust|spect|meag|manoeuv)re[sd]?\b/gi,
  // -ise / -isation: organise, realise, recognise, apologise...
  /\b(?:organ|real|recogn|apolog|critic|priorit|summar|custom|special|emphas|minim|maxim|final|mobil|normal|author|character|util|visual|memor|optim|modern|revital|energ|central|familiar|categor|capital|legal|stabil|standard|sympath|public|hospital|urban|item|subsid|fertil|harmon|local|person|glamor|vandal|jeopard|terror|patron|scrutin)is(?:e|es|ed|ing|ation|ations|er|ers)\b/gi,
  // -yse: analyse, paralyse
  /\b(?:anal|paral|catal)ys(?:e|ed|ing)\b/gi,
  // doubled l: travelling, cancelled, labelled, jewellery, counsellor...
  /\b(?:travel|cancel|label|model|fuel|level|counsel|signal|total|channel|equal|dial|marvel|tunnel|quarrel|rival|shovel|snorkel)l(?:ed|ing|er|ers|or|ors|ous)\b/gi,
  /\bjewellery\b/gi,
  /\b(?:enrol|enrols|enrolment|fulfil|fulfils|fulfilment|instalment|skilful|wilful)\b/gi,
  // nouns and words of their own
  /\b(?:programme|programmes|catalogue|catalogues|licence|licences|defence|offence|pretence|cheque|cheques|grey|kerb|tyre|tyres|aluminium|plough|mould|pyjamas|judgement|ageing|whilst|amongst|towards|learnt|spelt|storey|storeys|cosy|sceptic\w*|artefacts?|paediatric\w*|orthopaedic\w*|anaesthe\w*|encyclopaedi\w*|tonnes?|mum)\b/gi,
  // AP style: email, percent
  /\be-mail\b/gi,
  /\bper cent\b/gi,
];

/** The British or non-AP words in `text`, in order, duplicates kept (empty when the text is clean). */
export function britishSpellings(text: string): string[] {
  let clean = text;
  for (const name of properNames) clean = clean.split(name).join(' ');
  const found: { at: number; word: string }[] = [];
  for (const pattern of patterns) {
    for (const m of clean.matchAll(pattern)) found.push({ at: m.index, word: m[0] });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.word);
}
