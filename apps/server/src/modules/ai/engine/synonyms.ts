/**
 * The vehicle-domain vocabulary of the built-in engine: phrases folded to one concept, then words folded to a
 * canonical concept word. Questions and facts go through the same folding (vocabulary.ts), so "odometer" in a
 * question meets "miles" in a fact. Groups are classes of wording buyers use (issue 15: paraphrases such as
 * "getting rid of it", "anything wrong with it", "is it still available"), not the wording of one test question.
 */

/** Phrases first: "gas mileage" is fuel economy, not the odometer; "owner's manual" is not a gearbox. */
export const PHRASES: [RegExp, string][] = [
  // "This truck", "the suv", "ur whip": the car itself, not a question about its body style.
  [
    /\b(this|that|the|your|ur|ya|yer|ye) (truck|suv|wagon|sedan|coupe|hatchback|convertible|pickup|van|minivan|crossover|ride|whip|beast|baby)\b/g,
    'it',
  ],
  // "Battery condition", "tire health": the thing asked about, not the car's overall condition.
  [
    /\b(?!(?:what|whats|the|its|it's|good|great|overall|excellent|fair|poor|in|any|of|general|listed|physical|mechanical)\b)([a-z]+) (condition|health|state)\b/g,
    ' $1 ',
  ],
  [/\bgas mileage\b|\bgas milage\b|\bfuel (economy|consumption|efficiency)\b|\bmiles per gallon\b|\bmpg\b/g, ' mpg '],
  [/\bowner'?s? manuals?\b|\bmanuals? for the car\b/g, ' ownersmanual '],
  [/\boil changes?\b/g, ' service oil '],
  [/\b(a\/c|air con(ditioning)?|heat and (ac|air)|(ac|air) and heat)\b/g, ' climate '],
  [/\bsound system\b/g, ' audio '],
  [/\bgas guzzl\w*\b/g, ' mpg '],
  [/\bhow many (gears|speeds)\b/g, ' transmission speed '],
  [/\bpink slip\b/g, ' title '],
  // A name pulled apart: "eye sight" is Subaru's EyeSight driver assist.
  [/\beye ?sight\b/g, ' eyesight '],
  // How much it may tow, however named ("tow rating", "towing capacity", "max it can pull"): one figure, one concept.
  [
    /\b(max(imum)? )?(tow(ing)?|pull(ing)?|haul(ing)?) (rating|capacity|limit|max(imum)?)\b|\bmax(imum)? tow(ing)?\b|\bhow much (can|will|could) it (tow|pull|haul)\b/g,
    ' tow towcapacity ',
  ],
  [/\bfender bender\b/g, ' accident '],
  [/\b(all|four|4)[ -]wheel( drive)?\b|\b(4x4|4wd|awd)\b/g, ' drivetrain awd '],
  [/\b(2wd|two[ -]wheel drive)\b/g, ' drivetrain '],
  [/\b(front|rear)[ -]wheel([ -]drive)?\b|\b(fwd|rwd)\b/g, ' drivetrain '],
  // Words buyers split or join: "car play", "moon roof", "android auto".
  [/\b(apple )?car ?play\b/g, ' carplay '],
  [/\b(moon|sun) ?roof\b/g, ' sunroof '],
  [/\bandroid ?auto\b/g, ' android '],
  [/\bcheck[ -]engine\b|\bwarning lights?\b|\bdashboard lights?\b/g, ' warninglight mechanical '],
  [/\btiming (belt|chain)\b/g, ' timingbelt '],
  // A spare is a spare, with its noun or without ("is the spare a full size", "A full-size spare comes with it").
  [/\bspare (tire|tyre|wheel)\b/g, ' spare '],
  [/\bfull[ -]size\b/g, ' fullsize '],
  // Features named by a modifier: "heated seats" is not the seat count, "remote start" not the keys.
  [/\bseat heaters?\b/g, ' heated seats '],
  [/\b(heated|cooled|ventilated) (front |rear )?seats?\b/g, ' $1seats $& '],
  [/\bremote (start|starter|engine start)\b/g, ' remotestart '],
  // Damage by flood, fire or hail is not an accident ("No flood, fire or hail damage" says nothing of crashes).
  [/\b(flood|fire|hail|water|storm) damage\b/g, ' flood '],
  // Fitted "in": "spray in" asked is the listing's "spray-in".
  [/\b(spray|drop|bolt|plug|slide|clip|snap)(?:ed|ped)?[ -]in\b/g, ' $1in '],
  [/\bcab (size|style|type|configuration|config)\b/g, ' cab '],
  [/\b(spare|extra|second|backup) (keys?|fobs?)\b/g, ' key '],
  [/\b(glass|panoramic|pano) roof\b/g, ' sunroof $& '],
  [/\b(reverse|rear|back[ -]?up) (camera|cam)\b/g, ' camera backup '],
  [/\b(title )?in hand\b/g, ' title '],
  [/\bwhat do you want for (it|her|him)\b/g, ' price '],
  [/\btrade[ -]?ins?\b/g, ' tradein '],
  [/\bhow old\b/g, ' age '],
  [/\bhow long have you (had|owned)\b|\bhow long (has|have) (it|you)\b/g, ' ownedfor '],
  [
    /\bwhy (are|is|r) (you|u|ya|the seller|the owner|he|she|they|it)( \w+)? (selling|being sold|for sale)\b|\bwhy sell\b|\breason for selling\b|\bwhy'?s (it|she|he|this|that)( \w+)? (for sale|being sold|up for sale)\b/g,
    ' sellreason ',
  ],
  // Ways of saying "selling it": the reason for selling, whatever the verb.
  [
    /\b(get(ting)?|got) rid of\b|\blet(ting)? (it|her|him) go\b|\bpart(ing)? (ways )?with\b|\boffload(ing)?\b|\bunload(ing)?\b/g,
    ' sellreason ',
  ],
  // "Anything wrong with it", "known issues": a question about its condition and faults.
  [
    /\b(anything|something|what'?s|whats|wat|what is) (wrong|bad|off|broken)\b|\bany (problems?|issues?|faults?)\b|\bknown (issues?|problems?)\b/g,
    ' condition ',
  ],
  // "Still available", "still for sale", "sold yet": whether it can still be bought.
  [
    /\b(still )?(for sale|on the market|up for grabs)\b|\bstill (have|got)\b(?=\s*(it|her|him|this|that|one)?\W*$)|\bstill (selling|up|around|there)\b|\bsold (yet|already)\b|\b(is it|it's|its) gone\b/g,
    ' availability ',
  ],
  [/\bcar ?fax\b|\bauto ?check\b|\b(vehicle )?history reports?\b|\bvhr\b/g, ' report '],
  // "How many people can it fit" is seating; "how many people owned it" is the owners.
  [/\bhow many (people|passengers)\b(?!\s+(have |had )?(owned|driven|had it))/g, ' seats '],
  // What is next for the seller ("what are you replacing it with", "upgrading?"): the reason for selling.
  [/\breplac(e|ing) (it|her|him)( with)?\b|\bupgrad(e|ing) to\b|\bdownsiz(e|ing)\b/g, ' sellreason '],
  // "What's been done to it", "any work done": the work and repairs the seller has told of.
  [
    /\b(what'?s|what has|what have|anything|has anything) been done\b|\bdone to (it|her|him)\b|\bwork done\b/g,
    ' work ',
  ],
  [/\bfloor (mats?|liners?)\b|\broof rack\b/g, ' extras $& '],
  [/\bbody (damage|work)\b/g, ' bodywork '],
  [
    /\b(any |some )?damaged? (on|to|of|in) (the |its |it'?s )?(body|paint|exterior|outside|bodywork|panels?)\b/g,
    ' bodywork ',
  ],
  // Damage asked about in general ("any damage?", "anything damaged"): crashes and the marks on the body both answer it.
  [
    /\b(any|anything|some|much|major|visible|known) damaged?\b|\bdamage (to know|i should know|to mention)\b/g,
    ' accident bodywork ',
  ],
  [/\bclean title\b/g, ' title clean '],
  // What it costs to run or keep ("cost to fill the tank", "cost for insurance") is not the asking price.
  [
    /\bcosts?\b(?=\s+(to (fill|insure|register|run|fix|repair|replace|maintain|charge|service|own|keep)|for (insurance|registration|gas|fuel|repairs?|parts?|a fill)))/g,
    ' runningcost ',
  ],
  // "How much is it", "how much?": the price; not "how much tread" or "how much range", nor what it costs to run
  // ("how much does it cost to fill the tank").
  [
    /\bhow much\b(?=\s*(is it|is this|is the|for (it|her|him|this)|((do|would|are|r|d) )?(you|u|ya) (want|asking|need|looking)|does it cost|would it(?!\s+runningcost\b)|\W*$))/g,
    ' price ',
  ],
  [/\b(looked after|taken care of|well maintained|cared for)\b/g, ' service '],
  [/\b(smoker|smoking|pet|dog|cat)[ -]?(owned|owner|car|vehicle|free)\b/g, ' smoke '],
  [/\bcity (car|driving|driven|miles)\b|\bcity or highway\b|\bhighway or city\b/g, ' usage '],
  [/\b(listed|going|priced|list) (for|at)\b|\bwhat('s| is) it listed\b/g, ' price '],
  // Where it is, however it is asked; not where a thing of it is ("where are the service records kept"). ("where is the truck", "where r u located", "where is it parked").
  [
    /\bwhere('s| is| are| r)? (it|(the|this) \w+\b(?!\s+(?!(located|based|parked|kept|at|and|or|now|right now|currently)\b)[a-z])|you|u|they|the seller)( (located|based|parked|kept|at))?\b|\bwhere (located|based|parked)\b|\bwhere in (the )?[a-z]+( area)?( is (it|she|he|the \w+)| r (u|you)| are (you|u))\b|\bwhere in (?!(the )?(car|truck|engine|trunk|cabin|bed|interior|dash|glovebox|history|records)\b)(the )?[a-z]+( area)?(?=\W*$)|\bwhat (part|area|side) of (town|the city|the bay|the \w+)\b/g,
    ' location ',
  ],
  [/\bunder the hood\b|\bpower ?train\b|\bwhat'?s powering\b/g, ' engine '],
  [/\b(truck )?bed covers?\b|\btonneau( covers?)?\b/g, ' tonneau extras '],
  [/\bheat pump\b/g, ' heatpump '],
  // How it runs or drives ("she run good?", "drives fine?", "how does it drive"): its condition.
  [
    /\b(run|runs|running|drive|drives|driving)\s+(good|well|great|fine|ok|okay|strong|smooth|smoothly|right|alright|nice)\b(?!\s+(in|on|through|with)\b)|\bhow (does|do|did) (it|she|he) (run|drive)\b|\bhow('s| is)? (it|she|he) (run|driv)ning\b/g,
    ' condition ',
  ],
  // How the seller wants to be paid: the payment methods, not price talk.
  [
    /\bhow (do |would |will |can |should |d )?(you|u|ya|i|we) (like to |want to |wanna |prefer to )?(be |get )?(pay|paid)\b|\b(get|be|getting|being) paid\b|\b(want|like|prefer) to be paid\b|\b(forms?|methods?|ways?) of payment\b/g,
    ' payment ',
  ],
  // Kept indoors or out: where it is stored ("garage kept"), not its colours inside and outside.
  [
    /\b(kept|parked|stored|garaged|sits?|lived?)\s+(inside|outside|indoors|outdoors)(\s+or\s+(inside|outside|indoors|outdoors|out))?\b|\b(inside|indoors)\s+or\s+(outside|outdoors|out)\b|\b(outside|outdoors)\s+or\s+(inside|indoors|in)\b/g,
    ' storage ',
  ],
  // What it was used for ("a work truck", "used for work", "a daily"): how it was driven.
  [/\bwork (truck|vehicle|van|car|rig)\b|\bused (it )?for work\b|\bfor (work|business)\b|\bdaily driver\b/g, ' usage '],
  // Cab styles of a pickup: "SuperCrew" is a crew cab.
  [/\b(super ?crew|crew ?cab|super ?cab|double ?cab|quad ?cab|extended ?cab|regular ?cab|crew)\b/g, ' cab '],
  // The fuel named with its engine ("gas engine right?"): the fuel type.
  [/\b(gas|gasoline|petrol|diesel) (engine|motor)\b/g, ' $1 '],
  // Fuel economy asked loosely ("hows it on gas", "easy on fuel"); not "runs on gas", which is the fuel type.
  [
    /\b(good|great|easy|hard|bad|decent|ok|okay|light|heavy|how'?s it|hows it|how is it|how does it do|how it does|how'?s it do) on (gas|fuel)\b/g,
    ' mpg ',
  ],
  [/\b(full )?self[ -]?driving\b|\bfsd\b/g, ' fsd '],
  // Whether it has faults, however asked ("does everything work", "what's the catch", "mechanical issues").
  [
    /\b(mechanical|mechanically) (problems?|issues?|faults?|condition|shape)\b|\b(does )?every ?thing work(s|ing)?\b|\ball (works|working)\b|\bwhat'?s the catch\b|\bhow'?s? (it|she|he) (run|drive)s?\b/g,
    ' condition ',
  ],
  [/\b(original|first|only|sole|single) owner\b/g, ' owner '],
  // A "clean Carfax" is the history a report shows: no accidents, a clean title.
  [/\bclean\s+(car ?fax|history|report|auto ?check)\b/g, ' accident title clean '],
  // Asked about the car as a whole: the listing's headline is the seller's own summary.
  [
    /\btell me (more )?about (it|the car|this car|her|him)\b|\bmore (info|information|details) (on|about) (it|the car|this car)\b|\bwhat can you tell me\b/g,
    ' headline ',
  ],
  [/\b(selling|sale|sell|list|listing|listed) price\b/g, ' price '],
  [/\b(offer|payment|pay) (methods?|options?)\b/g, ' payment '],
  [/\bhow far (has|have|did) (it|she|he|you|u)( been)? (driven|gone|travel+ed|go|drive)\b/g, ' mileage '],
  [/\b(paint ?work|repaint(ed)?|re-?spray(ed)?|touch[- ]?ups?)\b/g, ' bodywork '],
  [/\b(kind|type) of driving\b|\bwhat (was|has) it (been )?used for\b/g, ' usage '],
  // Honda's LaneWatch is its blind-spot camera.
  [/\blane ?-?watch\b|\bblind ?-?spot (camera|cam|monitor(ing)?|thing|system)\b/g, ' blindspot camera '],
  // A convertible's roof is its top: "soft top", "ragtop", "roof leak".
  [/\b(soft|rag|convertible|cloth) ?-?top\b|\bsoftop\b|\bragtop\b/g, ' soft top '],
  [/\bhwy\b/g, ' highway '],
  // A rating asked for ("on a scale of 1-10", "out of 10"): the condition is asked, the scale is not a word to match.
  [/\b(on )?a scale (of|from) (1|one|0|zero) ?(-|to) ?(10|ten|5|five)\b|\bout of (10|ten)\b/g, ' '],
  // Cities as buyers shorten them.
  [/\bsf\b/g, ' san francisco '],
  [/\bla\b/g, ' los angeles '],
  [/\bnyc\b/g, ' new york '],
  [/\batx\b/g, ' austin '],
  [/\bpdx\b/g, ' portland '],
];

/** Canonical word for each synonym (key: the concept; value: what people write, space-separated). */
const SYNONYM_GROUPS: Record<string, string> = {
  mileage: 'mile miles mi mileage milage odometer odo km kms kilometer kilometers kilometre kilometres driven clock',
  accident:
    'accident accidents collision collisions crash crashed crashes wreck wrecked damage damaged totaled totalled hit',
  service:
    'service oil serviced servicing maintenance maintained records record history dealer tuneup receipts mechanic paperwork',
  tire: 'tire tires tyre tyres tread treads',
  title: 'title titled lien liens loan payoff financed owe owed salvage rebuilt branded',
  transmission: 'transmission trans tranny gearbox automatic auto manual stick cvt gears shift shifter clutch',
  drivetrain: 'drivetrain awd 4wd 4x4 fwd rwd',
  color: 'color colour colors colours paint painted shade',
  key: 'key keys fob fobs remote remotes keyless',
  smoke: 'smoke smoker smokers smoked smoking cigarette cigarettes pet pets dog dogs cat cats odor odour smell smells',
  warranty: 'warranty warranties guarantee guaranteed coverage cpo',
  price: 'price priced cost costs asking ask pricing dollars expensive worth',
  engine: 'engine motor cylinder cylinders liter litre displacement horsepower hp v6 v8 turbo',
  fuel: 'fuel gas gasoline petrol diesel hybrid electric ev plugin',
  mpg: 'mpg guzzler efficient economical thirsty',
  audio: 'audio stereo speakers speaker sound subwoofer',
  camera: 'camera cam cameras rearview',
  climate: 'climate ac hvac heater defrost defroster',
  body: 'body sedan suv truck pickup hatchback coupe wagon minivan van convertible crossover',
  seats: 'seat seats seating passenger passengers seater',
  doors: 'door doors',
  location: 'location located city town state area',
  photo: 'photo photos picture pictures pic pics image images video videos walkaround',
  condition: 'condition shape overall wrong defect defects reliable reliability dependable',
  owner: 'owner owners owned hands',
  registration: 'registration registered rego smog emissions tags inspection inspected sticker plates',
  brake: 'brake brakes pads rotors braking',
  interior: 'interior inside cabin upholstery',
  // Wear and damage apart from "inside"/"outside": "Black inside" must not answer "any stains?" or "any dents?".
  wear: 'wear worn stains stain tears torn rip rips ripped',
  exterior: 'exterior outside',
  bodywork: 'bodywork scratch scratches dent dents rust rusty ding dings',
  rear: 'rear back',
  mechanical: 'mechanical problem problems issue issues fault faults leak leaks noise noises runs run running',
  payment: 'pay paying payment payments cash financing finance cashier zelle venmo wire check escrow transfer bank',
  equipment: 'feature features equipment options option package equipped comes loaded',
  modification:
    'modification modifications modified mod mods modded modding aftermarket tinted tint lifted tuned stock',
  flood: 'flood flooded water hail fire',
  airbag: 'airbag airbags deployed',
  battery: 'battery batt range degradation degraded soh',
  charging: 'charge charging charger charged cable connector',
  sunroof: 'sunroof moonroof',
  storage: 'garage garaged stored storage',
  extras: 'extras extra accessories accessory included includes mats',
  year: 'year years yr yrs',
  vin: 'vin chassis',
  report: 'report carfax autocheck',
  trim: 'trim version edition',
  usage: 'commute commuter highway weekend daily',
  // Towing: a hitch, a trailer or a camper is the tow package's business.
  tow: 'tow towing towed hitch trailer camper haul hauling',
  top: 'top roof',
  habit: 'usually always normally typically regularly',
  original: 'original oem factory',
  sellreason: 'sellreason selling sell reason why rid',
  availability: 'availability available avail sold sale',
};

/**
 * Words that fold into a wider concept but name a part of it ("oil" of service, "clutch" of the transmission): a fact
 * that only shares the concept does not answer them. When no fact of the listing names the word, the question is not
 * covered ("when was the last oil change" is not answered by "some records"; retrieval.ts).
 */
export const SPECIFIC_WORDS: ReadonlySet<string> = new Set(['oil', 'clutch', 'shifter', 'tuneup', 'pad', 'rotor']);

export const SYNONYMS = new Map<string, string>();
for (const [canonical, words] of Object.entries(SYNONYM_GROUPS))
  for (const w of words.split(' ')) SYNONYMS.set(w, canonical);

/**
 * Words of the car domain a listing may or may not mention. A question word in this list that no fact of the
 * listing holds still counts fully ("does it have a moonroof?" is a real question the facts do not answer); a word
 * in no list at all is most likely filler or slang and counts little (retrieval.ts).
 */
export const DOMAIN_WORDS = new Set(
  `sunroof moonroof panoramic glass roof navigation nav gps bluetooth carplay android camera backup sensors parking
  heated cooled ventilated leather cloth remote start starter tow towing hitch payload capacity satellite radio sirius
  stereo speakers audio subwoofer cruise adaptive lane blind spot assist autopilot fsd self driving row third rack rails
  bed liner bedliner tonneau wheels rims alloy chrome winter snow chains jack ac air conditioning heater defrost windows
  power locks mirrors wipers headlights lights led fog horn suspension shocks struts alignment exhaust muffler catalytic
  heatpump pump hardtop brand size sizes inch inches gear gears speed cab fsd fluid fluids length original transferable
  supercharging supercharger bearing bearings michelin bridgestone goodyear
  continental pirelli firestone toyo yokohama hankook falken bfgoodrich nokian
  converter alternator radiator coolant belt timing chain gasket transmission differential axle bushings recall recalls
  books spare bumper hood trunk tailgate windshield glass crack cracks chip mpg gallon economy mileage owners manual
  sunshade charger outlet plug seats upholstery steering wheel pedals tint top soft hard convertible lift kit mods
  infotainment screen touchscreen speaker usb port ports keyless entry push button trailer brake controller
  inspection warranty title loan lien accident service records tires brakes battery engine paint color
  heatedseats cooledseats ventilatedseats remotestart fullsize towcapacity
  weight pressure psi squeak squeaky squeal squealing grinding rattle rattles receiver cupholders heater block`
    .split(/\s+/)
    .filter(Boolean),
);
