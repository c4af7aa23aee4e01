/**
 * The USDA SR26 lines (FOOD_DES.txt and WEIGHT.txt, Latin-1, CR removed) of every NDB number an
 * ingredient cites, exactly as the files print them; citations.test.ts checks each citation against them.
 */

/** Per NDB number: its FOOD_DES line and all its WEIGHT lines. */
export const usdaSr26Lines: Readonly<
  Record<string, { readonly foodDes: string; readonly weights: readonly string[] }>
> = {
  "01001": {
    foodDes:
      "~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      '~01001~^1^1^~pat (1" sq, 1/3" high)~^5.0^^',
      "~01001~^2^1^~tbsp~^14.2^^",
      "~01001~^3^1^~cup~^227^^",
      "~01001~^4^1^~stick~^113^^",
    ],
  },
  "01009": {
    foodDes:
      "~01009~^~0100~^~Cheese, cheddar~^~CHEESE,CHEDDAR~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01009~^1^1^~cup, diced~^132^^",
      "~01009~^2^1^~cup, melted~^244^^",
      "~01009~^3^1^~cup, shredded~^113^^",
      "~01009~^4^1^~oz~^28.35^^",
      "~01009~^5^1^~cubic inch~^17^^",
      "~01009~^6^1^~slice (1 oz)~^28^^",
    ],
  },
  "01017": {
    foodDes: "~01017~^~0100~^~Cheese, cream~^~CHEESE,CREAM~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01017~^1^1^~tbsp~^14.5^^",
      "~01017~^2^1^~cup~^232^^",
      "~01017~^3^1^~tbsp, whipped~^10.0^^",
      "~01017~^4^1^~oz~^28.35^^",
      "~01017~^5^1^~cubic inch~^16^^",
      "~01017~^6^1^~package, small (3 oz)~^85^^",
    ],
  },
  "01026": {
    foodDes:
      "~01026~^~0100~^~Cheese, mozzarella, whole milk~^~CHEESE,MOZZARELLA,WHL MILK~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01026~^1^1^~cup, shredded~^112^^",
      "~01026~^2^1^~oz~^28.35^^",
      "~01026~^3^6^~slices~^170^^",
    ],
  },
  "01032": {
    foodDes:
      "~01032~^~0100~^~Cheese, parmesan, grated~^~CHEESE,PARMESAN,GRATED~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: ["~01032~^1^1^~cup~^100^^", "~01032~^2^1^~tbsp~^5.0^^", "~01032~^3^1^~oz~^28.35^^"],
  },
  "01036": {
    foodDes:
      "~01036~^~0100~^~Cheese, ricotta, whole milk~^~CHEESE,RICOTTA,WHOLE MILK~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: ["~01036~^1^.5^~cup~^124^^", "~01036~^2^1^~cup~^246^^"],
  },
  "01049": {
    foodDes:
      "~01049~^~0100~^~Cream, fluid, half and half~^~CREAM,FLUID,HALF AND HALF~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01049~^1^1^~fl oz~^30.2^^",
      "~01049~^2^1^~tbsp~^15.0^^",
      "~01049~^3^1^~cup~^242^^",
      "~01049~^4^1^~container, individual (.5 fl oz)~^15.0^^",
    ],
  },
  "01053": {
    foodDes:
      "~01053~^~0100~^~Cream, fluid, heavy whipping~^~CREAM,FLUID,HVY WHIPPING~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01053~^1^1^~cup, whipped~^120^^",
      "~01053~^2^1^~cup, fluid (yields 2 cups whipped)~^238^^",
      "~01053~^3^1^~tbsp~^15.0^^",
      "~01053~^4^1^~fl oz~^29.8^^",
    ],
  },
  "01056": {
    foodDes:
      "~01056~^~0100~^~Cream, sour, cultured~^~CREAM,SOUR,CULTURED~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: ["~01056~^1^1^~tbsp~^12.0^^", "~01056~^2^1^~cup~^230^^"],
  },
  "01077": {
    foodDes:
      "~01077~^~0100~^~Milk, whole, 3.25% milkfat, with added vitamin D~^~MILK,WHL,3.25% MILKFAT,W/ ADDED VITAMIN D~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01077~^1^1^~cup~^244^^",
      "~01077~^2^1^~fl oz~^30.5^^",
      "~01077~^3^1^~tbsp~^15^^",
      "~01077~^4^1^~quart~^976^^",
    ],
  },
  "01088": {
    foodDes:
      "~01088~^~0100~^~Milk, buttermilk, fluid, cultured, lowfat~^~MILK,BTTRMLK,FLUID,CULTURED,LOWFAT~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: ["~01088~^1^1^~cup~^245^^", "~01088~^2^1^~fl oz~^30.6^^", "~01088~^3^1^~quart~^980^^"],
  },
  "01095": {
    foodDes:
      "~01095~^~0100~^~Milk, canned, condensed, sweetened~^~MILK,CND,COND,SWTND~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: ["~01095~^1^1^~fl oz~^38.2^^", "~01095~^2^1^~cup~^306^^"],
  },
  "01096": {
    foodDes:
      "~01096~^~0100~^~Milk, canned, evaporated, with added vitamin D and without added vitamin A~^~MILK,CND,EVAP,W/ ADDED VITAMIN D & WO/ ADDED VIT A~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01096~^1^1^~fl oz~^31.5^^",
      "~01096~^2^1^~cup~^252^^",
      "~01096~^3^1^~can (13 oz)~^369^^",
      "~01096~^4^.5^~cup~^126^^",
    ],
  },
  "01116": {
    foodDes:
      "~01116~^~0100~^~Yogurt, plain, whole milk, 8 grams protein per 8 ounce~^~YOGURT,PLN,WHL MILK,8 GRAMS PROT PER 8 OZ~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87",
    weights: [
      "~01116~^1^1^~container (6 oz)~^170^^",
      "~01116~^2^1^~container (8 oz)~^227^^",
      "~01116~^3^.5^~container (4 oz)~^113^^",
      "~01116~^4^1^~cup (8 fl oz)~^245^^",
    ],
  },
  "01123": {
    foodDes:
      "~01123~^~0100~^~Egg, whole, raw, fresh~^~EGG,WHL,RAW,FRSH~^~~^~~^~Y~^~Shell~^12^~~^6.25^4.36^9.02^3.68",
    weights: [
      "~01123~^1^1^~large~^50^^",
      "~01123~^2^1^~extra large~^56^^",
      "~01123~^3^1^~jumbo~^63^^",
      "~01123~^5^1^~cup (4.86 large eggs)~^243^^",
      "~01123~^6^1^~medium~^44^^",
      "~01123~^7^1^~small~^38^^",
    ],
  },
  "01124": {
    foodDes:
      "~01124~^~0100~^~Egg, white, raw, fresh~^~EGG,WHITE,RAW,FRESH~^~~^~~^~Y~^~~^0^~~^6.25^4.36^9.02^3.68",
    weights: ["~01124~^1^1^~large~^33^^", "~01124~^2^1^~cup~^243^^"],
  },
  "02009": {
    foodDes:
      "~02009~^~0200~^~Spices, chili powder~^~CHILI POWDER~^~~^~~^~Y~^~~^0^~~^6.25^3.23^8.37^2.39",
    weights: ["~02009~^1^1^~tsp~^2.7^33^", "~02009~^2^1^~tbsp~^8.0^30^.1"],
  },
  "02010": {
    foodDes:
      "~02010~^~0200~^~Spices, cinnamon, ground~^~CINNAMON,GROUND~^~Cassia~^~~^~Y~^~~^0^~Cinnamomum aromaticum~^6.25^1.82^8.37^2.85",
    weights: ["~02010~^1^1^~tsp~^2.6^13^.13", "~02010~^2^1^~tbsp~^7.8^12^.288"],
  },
  "02020": {
    foodDes:
      "~02020~^~0200~^~Spices, garlic powder~^~GARLIC POWDER~^~~^~~^~Y~^~~^0^~Allium sativum~^6.25^2.78^8.37^3.84",
    weights: ["~02020~^1^1^~tsp~^3.1^50^.06", "~02020~^2^1^~tbsp~^9.7^20^.07"],
  },
  "02021": {
    foodDes:
      "~02021~^~0200~^~Spices, ginger, ground~^~GINGER,GROUND~^~~^~~^~Y~^~~^0^~Zingiber officinale~^6.25^2.78^8.37^3.84",
    weights: ["~02021~^1^1^~tsp~^1.8^33^", "~02021~^2^1^~tbsp~^5.2^30^.15"],
  },
  "02025": {
    foodDes:
      "~02025~^~0200~^~Spices, nutmeg, ground~^~NUTMEG,GROUND~^~~^~~^~Y~^~~^0^~Myristica fragrans~^5.30^3.47^8.37^4.07",
    weights: ["~02025~^1^1^~tsp~^2.2^^", "~02025~^2^1^~tbsp~^7.0^^"],
  },
  "02028": {
    foodDes:
      "~02028~^~0200~^~Spices, paprika~^~PAPRIKA~^~~^~~^~Y~^~~^0^~Capsicum annuum~^6.25^3.36^8.37^2.35",
    weights: ["~02028~^1^1^~tsp~^2.3^23^", "~02028~^2^1^~tbsp~^6.8^20^.19"],
  },
  "02030": {
    foodDes:
      "~02030~^~0200~^~Spices, pepper, black~^~PEPPER,BLACK~^~~^~~^~Y~^~~^0^~Piper nigrum~^5.35^1.83^8.37^3.20",
    weights: [
      "~02030~^1^1^~tsp, ground~^2.3^63^",
      "~02030~^2^1^~tbsp, ground~^6.9^60^",
      "~02030~^3^1^~tsp, whole~^2.9^3^.1",
      "~02030~^4^1^~dash~^0.1^^",
    ],
  },
  "02047": {
    foodDes: "~02047~^~0200~^~Salt, table~^~SALT,TABLE~^~~^~~^~Y~^~~^0^~~^0.00^^^",
    weights: [
      "~02047~^1^1^~tsp~^6.0^^",
      "~02047~^2^1^~tbsp~^18^^",
      "~02047~^3^1^~cup~^292^^",
      "~02047~^4^1^~dash~^0.4^^",
    ],
  },
  "02048": {
    foodDes: "~02048~^~0200~^~Vinegar, cider~^~VINEGAR,CIDER~^~~^~~^~Y~^~~^0^~~^0.00^^^",
    weights: [
      "~02048~^1^1^~tbsp~^14.9^^",
      "~02048~^2^1^~cup~^239^^",
      "~02048~^3^1^~tsp~^5.0^23^.785",
    ],
  },
  "02050": {
    foodDes:
      "~02050~^~0200~^~Vanilla extract~^~VANILLA EXTRACT~^~~^~~^~~^~~^0^~~^6.25^2.44^8.37^3.90",
    weights: ["~02050~^1^1^~tsp~^4.2^^", "~02050~^2^1^~tbsp~^13.0^^", "~02050~^3^1^~cup~^208^^"],
  },
  "02053": {
    foodDes: "~02053~^~0200~^~Vinegar, distilled~^~VINEGAR,DISTILLED~^~~^~~^~Y~^~~^0^~~^^^^",
    weights: ["~02053~^1^1^~tbsp~^14.9^^", "~02053~^2^1^~cup~^238^^", "~02053~^3^1^~tsp~^5.0^^"],
  },
  "04002": {
    foodDes: "~04002~^~0400~^~Lard~^~LARD~^~~^~~^~Y~^~~^0^~~^0.00^^9.02^",
    weights: ["~04002~^1^1^~tbsp~^12.8^^", "~04002~^2^1^~cup~^205^^"],
  },
  "04025": {
    foodDes:
      "~04025~^~0400~^~Salad dressing, mayonnaise, regular~^~SALAD DRSNG,MAYO,REG~^~~^~~^~Y~^~~^0^~~^^^^",
    weights: [
      "~04025~^1^1^~tbsp~^13.8^^",
      "~04025~^2^1^~cup~^220^^",
      "~04025~^3^1^~packet~^10.0^^",
    ],
  },
  "04044": {
    foodDes:
      "~04044~^~0400~^~Oil, soybean, salad or cooking~^~OIL,SOYBN,SALAD OR COOKING~^~~^~~^~Y~^~~^0^~~^0.00^^8.84^",
    weights: ["~04044~^1^1^~tbsp~^13.6^^", "~04044~^2^1^~cup~^218^^", "~04044~^3^1^~tsp~^4.5^^"],
  },
  "04047": {
    foodDes: "~04047~^~0400~^~Oil, coconut~^~OIL,COCNT~^~~^~~^~Y~^~~^0^~~^0.00^^8.62^",
    weights: ["~04047~^1^1^~tbsp~^13.6^^", "~04047~^2^1^~cup~^218^^", "~04047~^3^1^~tsp~^4.5^^"],
  },
  "04053": {
    foodDes:
      "~04053~^~0400~^~Oil, olive, salad or cooking~^~OIL,OLIVE,SALAD OR COOKING~^~~^~~^~Y~^~~^0^~~^0.00^^8.84^",
    weights: [
      "~04053~^1^1^~tablespoon~^13.5^^",
      "~04053~^2^1^~cup~^216^^",
      "~04053~^3^1^~tsp~^4.5^^",
    ],
  },
  "04058": {
    foodDes:
      "~04058~^~0400~^~Oil, sesame, salad or cooking~^~OIL,SESAME,SALAD OR COOKING~^~~^~~^~Y~^~~^0^~~^0.00^^8.84^",
    weights: [
      "~04058~^1^1^~tablespoon~^13.6^^",
      "~04058~^2^1^~cup~^218^^",
      "~04058~^3^1^~tsp~^4.5^^",
    ],
  },
  "04582": {
    foodDes:
      "~04582~^~0400~^~Oil, canola~^~OIL,CANOLA~^~low erucic acid rapeseed oil~^~~^~Y~^~~^0^~~^0.00^^8.84^",
    weights: ["~04582~^1^1^~tbsp~^14.0^^", "~04582~^2^1^~cup~^218^^", "~04582~^3^1^~tsp~^4.5^^"],
  },
  "04610": {
    foodDes:
      "~04610~^~0400~^~Margarine, regular, 80% fat, composite, stick, with salt~^~MARGARINE,REG,80% FAT,COMP,STK,W/ SALT~^~~^~~^~Y~^~~^0^~~^^4.27^8.84^3.87",
    weights: [
      "~04610~^1^1^~tbsp~^14.0^1^",
      "~04610~^2^1^~cup~^227^^",
      "~04610~^3^1^~tsp~^4.7^^",
      '~04610~^4^1^~pat (1" sq, 1/3" high)~^5.0^^',
      "~04610~^5^1^~stick~^113^^",
    ],
  },
  "04615": {
    foodDes:
      "~04615~^~0400~^~Shortening, vegetable, household, composite~^~SHORTENING,VEG,HOUSEHOLD,COMP~^~~^~~^~Y~^~~^0^~~^6.25^^8.84^",
    weights: ["~04615~^1^1^~tbsp~^12.8^^", "~04615~^2^1^~cup~^205^^"],
  },
  "06008": {
    foodDes:
      "~06008~^~0600~^~Soup, beef broth or bouillon canned, ready-to-serve~^~SOUP,BF BROTH OR BOUILLON CND,RTS~^~~^~~^~Y~^~~^0^~~^6.25^4.00^9.00^4.00",
    weights: [
      "~06008~^1^1^~cup~^240^^",
      "~06008~^2^1^~can 14.5 oz~^435^^",
      "~06008~^3^1^~container 32 oz~^960^^",
    ],
  },
  "06194": {
    foodDes:
      "~06194~^~0600~^~Soup, chicken broth, ready-to-serve~^~SOUP,CHICK BROTH,RTS~^~~^~~^~Y~^~~^0^~~^^4.00^9.00^4.00",
    weights: ["~06194~^1^1^~cup~^249^28^9.102"],
  },
  "08120": {
    foodDes:
      "~08120~^~0800~^~Cereals, oats, regular and quick, not fortified, dry~^~CEREALS,OATS,REG & QUICK,NOT FORT,DRY~^~oatmeal, old-fashioned oats, rolled oats~^~~^~Y~^~~^0^~~^5.83^3.46^8.37^4.12",
    weights: ["~08120~^1^1^~cup~^81^^", "~08120~^2^.333^~cup~^27^^"],
  },
  "09003": {
    foodDes:
      "~09003~^~0900~^~Apples, raw, with skin~^~APPLES,RAW,WITH SKIN~^~Includes USDA commodity food A343~^~~^~Y~^~Core and stem~^10^~Malus domestica~^6.25^3.36^8.37^3.60",
    weights: [
      "~09003~^1^1^~cup, quartered or chopped~^125^^",
      "~09003~^2^1^~cup slices~^109^60^6.953",
      '~09003~^3^1^~large (3-1/4" dia)~^223^113^32.277',
      '~09003~^4^1^~medium (3" dia)~^182^113^20.572',
      '~09003~^5^1^~small (2-3/4" dia)~^149^113^17.362',
      '~09003~^6^1^~extra small (2-1/2" dia)~^101^^',
      "~09003~^7^1^~NLEA serving~^242^^",
    ],
  },
  "09019": {
    foodDes:
      "~09019~^~0900~^~Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)~^~APPLESAUCE,CND,UNSWTND,WO/ADDED VIT C (INCLUDES USDA COMMOD)~^~Includes USDA commodity codes A350, A351~^~~^~Y~^~~^0^~~^6.25^3.36^8.37^3.60",
    weights: ["~09019~^1^1^~cup~^244^81^"],
  },
  "09040": {
    foodDes:
      "~09040~^~0900~^~Bananas, raw~^~BANANAS,RAW~^~~^~~^~Y~^~Skin~^36^~Musa acuminata Colla~^6.25^3.36^8.37^3.60",
    weights: [
      "~09040~^1^1^~cup, mashed~^225^^",
      "~09040~^2^1^~cup, sliced~^150^^",
      '~09040~^3^1^~extra small (less than 6" long)~^81^^',
      '~09040~^4^1^~small (6" to 6-7/8" long)~^101^^',
      '~09040~^5^1^~medium (7" to 7-7/8" long)~^118^^',
      '~09040~^6^1^~large (8" to 8-7/8" long)~^136^^',
      '~09040~^7^1^~extra large (9" or longer)~^152^^',
      "~09040~^8^1^~NLEA serving~^126^^",
    ],
  },
  "09050": {
    foodDes:
      "~09050~^~0900~^~Blueberries, raw~^~BLUEBERRIES,RAW~^~~^~~^~Y~^~Stems and green or spoiled berries~^5^~Vaccinium spp.~^6.25^3.36^8.37^3.60",
    weights: ["~09050~^1^1^~cup~^148^12^9.108", "~09050~^2^50^~berries~^68^^"],
  },
  "09152": {
    foodDes:
      "~09152~^~0900~^~Lemon juice, raw~^~LEMON JUICE,RAW~^~~^~~^~Y~^~~^0^~~^6.25^3.36^8.37^2.70",
    weights: [
      "~09152~^1^1^~cup~^244^^",
      "~09152~^2^1^~fl oz~^30.5^^",
      "~09152~^3^1^~lemon yields~^48^70^",
      "~09152~^4^1^~wedge yields~^5.9^^",
    ],
  },
  "09160": {
    foodDes:
      "~09160~^~0900~^~Lime juice, raw~^~LIME JUICE,RAW~^~~^~~^~Y~^~~^0^~~^6.25^3.36^8.37^2.70",
    weights: [
      "~09160~^1^1^~cup~^242^4^13.114",
      "~09160~^2^1^~fl oz~^30.8^^",
      "~09160~^3^1^~lime yields~^44^12^11.031",
    ],
  },
  "09206": {
    foodDes:
      "~09206~^~0900~^~Orange juice, raw~^~ORANGE JUICE,RAW~^~~^~~^~Y~^~~^0^~~^6.25^3.36^8.37^3.92",
    weights: [
      "~09206~^1^1^~cup~^248^^",
      "~09206~^2^1^~fl oz~^31.0^^",
      "~09206~^3^1^~fruit yields~^86^^",
    ],
  },
  "09298": {
    foodDes:
      "~09298~^~0900~^~Raisins, seedless~^~RAISINS,SEEDLESS~^~~^~~^~Y~^~~^0^~Vitis vinifera~^6.25^3.36^8.37^3.60",
    weights: [
      "~09298~^1^1^~cup, packed~^165^^",
      "~09298~^2^1^~cup (not packed)~^145^^",
      "~09298~^3^1^~miniature box (.5 oz)~^14.0^^",
      "~09298~^4^1^~small box (1.5 oz)~^43^^",
      "~09298~^5^50^~raisins~^26^^",
      "~09298~^6^1^~oz (60 raisins)~^28.35^1^",
    ],
  },
  "09302": {
    foodDes:
      "~09302~^~0900~^~Raspberries, raw~^~RASPBERRIES,RAW~^~~^~~^~Y~^~Caps, stems, and spoiled berries~^4^~Rubus spp.~^6.25^3.36^8.37^3.60",
    weights: [
      "~09302~^1^1^~cup~^123^^",
      "~09302~^2^1^~pint as purchased, yields~^312^^",
      "~09302~^3^10^~raspberries~^19^^",
    ],
  },
  "09316": {
    foodDes:
      "~09316~^~0900~^~Strawberries, raw~^~STRAWBERRIES,RAW~^~~^~~^~Y~^~Caps and stems~^6^~Fragaria X ananassa~^6.25^3.36^8.37^3.60",
    weights: [
      "~09316~^1^1^~cup, halves~^152^^",
      "~09316~^2^1^~cup, pureed~^232^^",
      "~09316~^3^1^~cup, sliced~^166^^",
      "~09316~^4^1^~cup, whole~^144^^",
      '~09316~^5^1^~extra large (1-5/8" dia)~^27^^',
      '~09316~^6^1^~large (1-3/8" dia)~^18^^',
      '~09316~^7^1^~medium (1-1/4" dia)~^12.0^^',
      "~09316~^8^1^~pint as purchased, yields~^357^^",
      '~09316~^9^1^~small (1" dia)~^7.0^^',
      "~09316~^10^1^~NLEA serving~^147^^",
    ],
  },
  "11124": {
    foodDes:
      "~11124~^~1100~^~Carrots, raw~^~CARROTS,RAW~^~Includes USDA commodity food A099~^~~^~Y~^~Crown, tops and scrapings~^11^~Daucus carota~^6.25^2.78^8.37^3.84",
    weights: [
      "~11124~^1^1^~cup chopped~^128^^",
      "~11124~^2^1^~cup grated~^110^^",
      "~11124~^3^1^~cup strips or slices~^122^^",
      '~11124~^4^1^~large (7-1/4" to 8-/1/2" long)~^72^^',
      "~11124~^5^1^~medium~^61^^",
      '~11124~^6^1^~small (5-1/2" long)~^50^^',
      "~11124~^7^1^~slice~^3.0^^",
      '~11124~^8^1^~strip large (3" long)~^7.0^^',
      "~11124~^9^1^~strip medium~^4.0^^",
    ],
  },
  "11143": {
    foodDes:
      "~11143~^~1100~^~Celery, raw~^~CELERY,RAW~^~~^~~^~Y~^~Roots and trimmings~^11^~Apium graveolens~^^^^",
    weights: [
      "~11143~^1^1^~cup chopped~^101^12^6.584",
      "~11143~^2^1^~NLEA serving~^110^^",
      "~11143~^3^1^~tbsp~^7.5^^",
      '~11143~^4^1^~stalk, large (11"-12" long)~^64^^',
      '~11143~^5^1^~stalk, medium (7-1/2" - 8" long)~^40^^',
      '~11143~^6^1^~stalk, small (5" long)~^17^^',
      '~11143~^7^1^~strip (4" long)~^4.0^^',
    ],
  },
  "11178": {
    foodDes:
      "~11178~^~1100~^~Corn, sweet, yellow, frozen, kernels cut off cob, unprepared~^~CORN,SWT,YEL,FRZ,KRNLS CUT OFF COB,UNPREP~^~~^~~^~Y~^~~^0^~~^6.25^2.44^8.37^3.57",
    weights: ["~11178~^1^1^~cup~^136^9^4.178", "~11178~^2^1^~package~^284^1^"],
  },
  "11260": {
    foodDes:
      "~11260~^~1100~^~Mushrooms, white, raw~^~MUSHROOMS,WHITE,RAW~^~~^~~^~Y~^~Trimmings~^3^~Agaricus bisporus~^6.25^2.62^8.37^3.48",
    weights: [
      "~11260~^1^1^~cup, pieces or slices~^70^^",
      "~11260~^2^1^~cup, whole~^96^^",
      "~11260~^3^1^~large~^23^^",
      "~11260~^4^1^~medium~^18^^",
      "~11260~^5^1^~slice~^6.0^^",
      "~11260~^6^1^~small~^10.0^^",
      "~11260~^7^.5^~cup pieces~^35^^",
    ],
  },
  "11282": {
    foodDes:
      "~11282~^~1100~^~Onions, raw~^~ONIONS,RAW~^~~^~~^~Y~^~Stem ends, sprouts and defects~^10^~Allium cepa~^6.25^2.78^8.37^3.84",
    weights: [
      "~11282~^1^1^~cup, chopped~^160^^",
      "~11282~^2^1^~cup, sliced~^115^^",
      "~11282~^3^1^~tbsp chopped~^10.0^^",
      "~11282~^4^1^~large~^150^^",
      '~11282~^5^1^~slice, large (1/4" thick)~^38^^',
      '~11282~^6^1^~medium (2-1/2" dia)~^110^^',
      '~11282~^7^1^~slice, medium (1/8" thick)~^14.0^^',
      "~11282~^8^1^~small~^70^^",
      "~11282~^9^1^~slice, thin~^9.0^^",
      "~11282~^10^10^~rings~^60^^",
    ],
  },
  "11297": {
    foodDes:
      "~11297~^~1100~^~Parsley, fresh~^~PARSLEY,FRSH~^~~^~~^~Y~^~Tough stems~^5^~Petroselinum crispum~^6.25^2.44^8.37^3.57",
    weights: [
      "~11297~^1^1^~cup chopped~^60^^",
      "~11297~^2^1^~tbsp~^3.8^^",
      "~11297~^3^10^~sprigs~^10.0^^",
    ],
  },
  "11312": {
    foodDes:
      "~11312~^~1100~^~Peas, green, frozen, unprepared~^~PEAS,GRN,FRZ,UNPREP~^~~^~~^~Y~^~~^0^~~^6.25^3.47^8.37^4.07",
    weights: ["~11312~^1^1^~cup~^134^9^6.196", "~11312~^2^1^~package~^284^1^"],
  },
  "11333": {
    foodDes:
      "~11333~^~1100~^~Peppers, sweet, green, raw~^~PEPPERS,SWT,GRN,RAW~^~~^~~^~Y~^~Stem ends, seeds and core~^18^~Capsicum annuum~^6.25^2.44^8.37^3.57",
    weights: [
      "~11333~^1^1^~cup, chopped~^149^^",
      "~11333~^2^1^~cup, sliced~^92^^",
      "~11333~^3^1^~tbsp~^9.3^^",
      '~11333~^4^1^~large (2-1/4 per lb, approx 3-3/4" long, 3" dia)~^164^^',
      '~11333~^5^1^~medium (approx 2-3/4" long, 2-1/2" dia)~^119^^',
      '~11333~^6^1^~ring (3" dia, 1/4" thick)~^10.0^^',
      "~11333~^7^1^~small~^74^^",
      "~11333~^8^10^~strips~^27^^",
    ],
  },
  "11424": {
    foodDes:
      "~11424~^~1100~^~Pumpkin, canned, without salt~^~PUMPKIN,CND,WO/SALT~^~~^~~^~Y~^~~^0^~~^6.25^2.44^8.37^3.57",
    weights: ["~11424~^1^1^~cup~^245^^"],
  },
  "11457": {
    foodDes:
      "~11457~^~1100~^~Spinach, raw~^~SPINACH,RAW~^~~^~~^~Y~^~Large stems and roots~^28^~Spinacia oleracea~^6.25^2.44^8.37^3.57",
    weights: [
      "~11457~^1^1^~cup~^30^^",
      "~11457~^2^1^~bunch~^340^^",
      "~11457~^3^1^~leaf~^10.0^^",
      "~11457~^4^1^~package (10 oz)~^284^^",
    ],
  },
  "11529": {
    foodDes:
      "~11529~^~1100~^~Tomatoes, red, ripe, raw, year round average~^~TOMATOES,RED,RIPE,RAW,YEAR RND AVERAGE~^~Includes USDA commodity food A238, A233~^~~^~Y~^~Core and stem ends~^9^~Solanum lycopersicum~^6.25^2.44^8.37^3.57",
    weights: [
      "~11529~^1^1^~cup cherry tomatoes~^149^^",
      "~11529~^2^1^~cup, chopped or sliced~^180^^",
      "~11529~^3^1^~Italian tomato~^62^^",
      "~11529~^4^1^~cherry~^17^^",
      '~11529~^5^1^~large whole (3" dia)~^182^^',
      '~11529~^6^1^~medium whole (2-3/5" dia)~^123^^',
      '~11529~^7^1^~slice, medium (1/4" thick)~^20^^',
      "~11529~^8^1^~plum tomato~^62^^",
      '~11529~^9^1^~small whole (2-2/5" dia)~^91^^',
      '~11529~^10^1^~slice, thick/large (1/2" thick)~^27^^',
      "~11529~^11^1^~wedge (1/4 of medium tomato)~^31^^",
      "~11529~^12^1^~slice, thin/small~^15.0^^",
      "~11529~^13^1^~NLEA serving~^148^^",
    ],
  },
  "12023": {
    foodDes:
      "~12023~^~1200~^~Seeds, sesame seeds, whole, dried~^~SESAME SEEDS,WHOLE,DRIED~^~~^~~^~Y~^~~^0^~Sesamum indicum~^5.30^3.47^8.37^4.07",
    weights: ["~12023~^1^1^~cup~^144^^", "~12023~^2^1^~tbsp~^9.0^^"],
  },
  "12036": {
    foodDes:
      "~12036~^~1200~^~Seeds, sunflower seed kernels, dried~^~SUNFLOWER SD KRNLS,DRIED~^~~^~~^~Y~^~Hulls~^46^~Helianthus annuus~^5.30^3.47^8.37^4.07",
    weights: ["~12036~^1^1^~cup, with hulls, edible yield~^46^^", "~12036~^2^1^~cup~^140^6^2.57"],
  },
  "12061": {
    foodDes:
      "~12061~^~1200~^~Nuts, almonds~^~ALMONDS~^~Includes USDA commodity food A256, A264~^~~^~Y~^~Shells~^60^~Prunus dulcis~^5.18^3.47^8.37^4.07",
    weights: [
      "~12061~^1^1^~cup, whole~^143^23^6.098",
      "~12061~^2^1^~cup, sliced~^92^4^32.082",
      "~12061~^3^1^~cup, slivered~^108^^",
      "~12061~^4^1^~cup, ground~^95^^",
      "~12061~^5^1^~oz (23 whole kernels)~^28.35^^",
      "~12061~^6^1^~almond~^1.2^^",
    ],
  },
  "12142": {
    foodDes:
      "~12142~^~1200~^~Nuts, pecans~^~PECANS~^~~^~~^~Y~^~Shells~^47^~Carya illinoinensis~^5.30^3.47^8.37^4.07",
    weights: [
      "~12142~^1^1^~cup, chopped~^109^24^6.18",
      "~12142~^2^1^~cup, halves~^99^18^4.192",
      "~12142~^3^1^~oz (19 halves)~^28.35^^",
    ],
  },
  "12147": {
    foodDes:
      "~12147~^~1200~^~Nuts, pine nuts, dried~^~NUTS,PINE NUTS,DRIED~^~~^~~^~Y~^~Shells~^23^~Pinus spp.~^5.30^3.47^8.37^4.07",
    weights: [
      "~12147~^1^1^~cup~^135^24^4.617",
      "~12147~^2^1^~oz (167 kernels)~^28.35^^",
      "~12147~^3^10^~nuts~^1.7^^",
    ],
  },
  "12151": {
    foodDes:
      "~12151~^~1200~^~Nuts, pistachio nuts, raw~^~PISTACHIO NUTS,RAW~^~~^~~^~~^~Shells~^47^~Pistacia vera~^5.30^3.47^8.37^4.07",
    weights: [
      "~12151~^1^1^~cup~^123^^",
      "~12151~^2^1^~oz (49 kernels)~^28.35^^",
      "~12151~^3^1^~kernel~^0.7^^",
    ],
  },
  "12155": {
    foodDes:
      "~12155~^~1200~^~Nuts, walnuts, english~^~WALNUTS,ENGLISH~^~Includes USDA commodity food A259, A257~^~~^~Y~^~Shells~^55^~Juglans regia~^5.30^3.47^8.37^4.07",
    weights: [
      "~12155~^1^1^~cup, chopped~^117^12^",
      "~12155~^2^1^~cup, ground~^80^^",
      "~12155~^3^1^~cup, in shell, edible yield (7 nuts)~^28^^",
      "~12155~^4^1^~cup shelled (50 halves)~^100^^",
      "~12155~^5^1^~cup pieces or chips~^120^^",
      "~12155~^6^1^~oz (14 halves)~^28.35^^",
    ],
  },
  "12179": {
    foodDes:
      "~12179~^~1200~^~Nuts, coconut meat, dried (desiccated), sweetened, shredded~^~COCONUT MEAT,DRIED (DESICCATED),SWTND,SHREDDED~^~~^~~^~Y~^~~^0^~~^5.30^3.47^8.37^4.07",
    weights: ["~12179~^1^1^~cup, shredded~^93^^", "~12179~^2^1^~package (7 oz)~^199^^"],
  },
  "14411": {
    foodDes: "~14411~^~1400~^~Water, tap, drinking~^~WATER,TAP,DRINKING~^~~^~~^~Y~^~~^0^~~^^^^",
    weights: [
      "~14411~^1^1^~fl oz~^29.6^^",
      "~14411~^2^1^~cup 8 fl oz~^237^^",
      "~14411~^3^1^~liter~^1000^^",
    ],
  },
  "16014": {
    foodDes:
      "~16014~^~1600~^~Beans, black, mature seeds, raw~^~BEANS,BLACK,MATURE SEEDS,RAW~^~~^~~^~Y~^~~^0^~Phaseolus vulgaris~^6.25^3.47^8.37^4.07",
    weights: ["~16014~^1^1^~cup~^194^^", "~16014~^2^1^~tbsp~^12.1^^"],
  },
  "16056": {
    foodDes:
      "~16056~^~1600~^~Chickpeas (garbanzo beans, bengal gram), mature seeds, raw~^~CHICKPEAS (GARBANZO BNS,BENGAL GM),MATURE SEEDS,RAW~^~~^~~^~Y~^~~^0^~Cicer arietinum~^6.25^3.47^8.37^4.07",
    weights: ["~16056~^1^1^~cup~^200^^", "~16056~^2^1^~tbsp~^12.5^^"],
  },
  "16069": {
    foodDes:
      "~16069~^~1600~^~Lentils, raw~^~LENTILS,RAW~^~~^~~^~Y~^~~^0^~Lens culinaris~^6.25^3.47^8.37^4.07",
    weights: ["~16069~^1^1^~cup~^192^^", "~16069~^2^1^~tablespoon~^12.0^^"],
  },
  "16098": {
    foodDes:
      "~16098~^~1600~^~Peanut butter, smooth style, with salt~^~PEANUT BUTTER,SMOOTH STYLE,W/ SALT~^~~^~~^~Y~^~~^0^~~^5.46^3.47^8.37^4.07",
    weights: ["~16098~^1^2^~tbsp~^32^7^0", "~16098~^2^1^~cup~^258^1^"],
  },
  "16123": {
    foodDes:
      "~16123~^~1600~^~Soy sauce made from soy and wheat (shoyu)~^~SOY SAU MADE FROM SOY&WHEAT (SHOYU)~^~~^~~^~Y~^~~^0^~~^6.25^3.50^8.40^4.00",
    weights: [
      "~16123~^1^1^~tbsp~^16^1^",
      "~16123~^2^1^~tsp~^5.3^1^",
      "~16123~^3^1^~cup~^255^1^",
      "~16123~^4^1^~individual packet~^8.9^1^",
    ],
  },
  "16390": {
    foodDes:
      "~16390~^~1600~^~Peanuts, all types, dry-roasted, without salt~^~PEANUTS,ALL TYPES,DRY-ROASTED,WO/SALT~^~~^~~^~Y~^~~^0^~~^5.46^3.47^8.37^4.07",
    weights: ["~16390~^1^1^~cup~^146^^", "~16390~^2^1^~oz~^28.35^^", "~16390~^3^1^~peanut~^1.0^^"],
  },
  "18079": {
    foodDes:
      "~18079~^~1800~^~Bread crumbs, dry, grated, plain~^~BREAD CRUMBS,DRY,GRATED,PLN~^~~^~~^~Y~^~~^0^~~^5.70^4.00^8.80^4.10",
    weights: ["~18079~^1^1^~oz~^28.35^^", "~18079~^2^1^~cup~^108^^"],
  },
  "18369": {
    foodDes:
      "~18369~^~1800~^~Leavening agents, baking powder, double-acting, sodium aluminum sulfate~^~LEAVENING AGENTS,BAKING PDR,DOUBLE-ACTING,NA AL SULFATE~^~~^~~^~Y~^~~^0^~~^6.20^1.50^8.40^1.90",
    weights: ["~18369~^1^1^~tsp~^4.6^^", "~18369~^2^.5^~tsp~^2.3^^"],
  },
  "18372": {
    foodDes:
      "~18372~^~1800~^~Leavening agents, baking soda~^~LEAVENING AGENTS,BAKING SODA~^~~^~~^~Y~^~~^0^~~^0.00^^^",
    weights: ["~18372~^1^1^~tsp~^4.6^^", "~18372~^2^.5^~tsp~^2.3^^"],
  },
  "18373": {
    foodDes:
      "~18373~^~1800~^~Leavening agents, cream of tartar~^~LEAVENING AGENTS,CRM OF TARTAR~^~~^~~^~Y~^~~^0^~~^6.20^3.50^8.40^4.20",
    weights: ["~18373~^1^1^~tsp~^3.0^^", "~18373~^2^.5^~tsp~^1.5^^"],
  },
  "18375": {
    foodDes:
      "~18375~^~1800~^~Leavening agents, yeast, baker's, active dry~^~LEAVENING AGENTS,YEAST,BAKER'S,ACTIVE DRY~^~~^~~^~Y~^~~^0^~~^6.25^3.00^8.40^3.40",
    weights: [
      "~18375~^1^1^~tsp~^4.0^^",
      "~18375~^2^1^~tbsp~^12.0^^",
      "~18375~^3^1^~packet~^7.2^3^.173",
    ],
  },
  "19080": {
    foodDes:
      "~19080~^~1900~^~Candies, semisweet chocolate~^~CANDIES,SEMISWEET CHOC~^~~^~~^~Y~^~~^0^~~^5.63^1.83^8.50^3.40",
    weights: [
      "~19080~^1^1^~serving~^14.5^2^",
      "~19080~^2^1^~cup large chips~^182^^",
      "~19080~^3^1^~cup mini chips~^173^^",
      "~19080~^4^1^~oz (approx 60 pcs)~^28.35^^",
      "~19080~^5^1^~cup chips (6 oz package)~^168^^",
    ],
  },
  "19087": {
    foodDes:
      "~19087~^~1900~^~Candies, white chocolate~^~CANDIES,WHITE CHOC~^~confectioner's coating~^~~^~Y~^~~^0^~~^6.38^4.30^8.80^3.90",
    weights: [
      "~19087~^1^1^~bar (3 oz)~^85^^",
      "~19087~^2^1^~tbsp~^14.0^1^",
      "~19087~^3^1^~cup chips~^170^^",
    ],
  },
  "19165": {
    foodDes:
      "~19165~^~1900~^~Cocoa, dry powder, unsweetened~^~COCOA,DRY PDR,UNSWTND~^~~^~~^~Y~^~~^0^~~^5.63^1.83^8.37^1.33",
    weights: ["~19165~^1^1^~cup~^86^^", "~19165~^2^1^~tbsp~^5.4^^"],
  },
  "19296": {
    foodDes: "~19296~^~1900~^~Honey~^~HONEY~^~~^~~^~Y~^~~^0^~~^6.25^3.36^8.37^3.68",
    weights: [
      "~19296~^1^1^~cup~^339^^",
      "~19296~^2^1^~tbsp~^21^^",
      "~19296~^3^1^~packet (0.5 oz)~^14.0^^",
    ],
  },
  "19304": {
    foodDes: "~19304~^~1900~^~Molasses~^~MOLASSES~^~~^~~^~Y~^~~^0^~~^6.25^^8.37^3.87",
    weights: ["~19304~^1^1^~cup~^337^1^", "~19304~^2^1^~serving 1 tbsp~^20^2^"],
  },
  "19334": {
    foodDes: "~19334~^~1900~^~Sugars, brown~^~SUGARS,BROWN~^~~^~~^~Y~^~~^0^~~^6.25^4.00^0.00^3.87",
    weights: [
      "~19334~^1^1^~tsp unpacked~^3.0^^",
      "~19334~^2^1^~cup packed~^220^^",
      "~19334~^3^1^~cup unpacked~^145^^",
      "~19334~^4^1^~tsp packed~^4.6^^",
      "~19334~^5^1^~tsp brownulated~^3.2^^",
    ],
  },
  "19335": {
    foodDes:
      "~19335~^~1900~^~Sugars, granulated~^~SUGARS,GRANULATED~^~sucrose~^~~^~Y~^~~^0^~~^6.25^^^3.87",
    weights: [
      "~19335~^1^1^~serving packet~^2.8^27^",
      "~19335~^2^1^~tsp~^4.2^^",
      "~19335~^3^1^~cup~^200^^",
      "~19335~^4^1^~serving 1 cube~^2.3^22^",
    ],
  },
  "19336": {
    foodDes:
      "~19336~^~1900~^~Sugars, powdered~^~SUGARS,POWDERED~^~~^~~^~Y~^~~^0^~~^6.25^3.50^8.40^3.90",
    weights: [
      "~19336~^1^1^~cup unsifted~^120^^",
      "~19336~^2^1^~cup sifted~^100^^",
      "~19336~^3^1^~tbsp unsifted~^8.0^^",
      "~19336~^4^1^~tsp~^2.5^^",
    ],
  },
  "19349": {
    foodDes:
      "~19349~^~1900~^~Syrups, corn, dark~^~SYRUPS,CORN,DK~^~~^~~^~Y~^~~^0^~~^6.25^0.00^0.00^3.68",
    weights: ["~19349~^1^1^~cup~^328^1^", "~19349~^2^1^~tbsp~^20^1^"],
  },
  "19350": {
    foodDes:
      "~19350~^~1900~^~Syrups, corn, light~^~SYRUPS,CORN,LT~^~~^~~^~Y~^~~^0^~~^6.25^0.00^0.00^3.68",
    weights: ["~19350~^1^1^~cup~^341^4^3.839", "~19350~^2^1^~tbsp~^22^2^"],
  },
  "19353": {
    foodDes: "~19353~^~1900~^~Syrups, maple~^~SYRUPS,MAPLE~^~~^~~^~Y~^~~^0^~~^6.25^3.36^8.37^3.87",
    weights: [
      "~19353~^1^1^~tbsp~^20^^",
      "~19353~^2^1^~serving 1/4 cup~^83^4^",
      "~19353~^3^1^~cup~^315^^",
    ],
  },
  "20005": {
    foodDes:
      "~20005~^~2000~^~Barley, pearled, raw~^~BARLEY,PEARLED,RAW~^~~^~~^~Y~^~~^0^~~^5.83^3.55^8.37^3.95",
    weights: ["~20005~^1^1^~cup~^200^^"],
  },
  "20012": {
    foodDes: "~20012~^~2000~^~Bulgur, dry~^~BULGUR,DRY~^~~^~~^~Y~^~~^0^~~^5.83^3.59^8.37^3.78",
    weights: ["~20012~^1^1^~cup~^140^^"],
  },
  "20022": {
    foodDes:
      "~20022~^~2000~^~Cornmeal, degermed, enriched, yellow~^~CORNMEAL,DEGERMED,ENR,YEL~^~~^~~^~Y~^~~^0^~~^6.25^3.46^8.37^4.16",
    weights: ["~20022~^1^1^~cup~^157^42^10.206"],
  },
  "20027": {
    foodDes: "~20027~^~2000~^~Cornstarch~^~CORNSTARCH~^~~^~~^~Y~^~~^0^~~^6.25^3.46^8.37^4.16",
    weights: ["~20027~^1^1^~cup~^128^^"],
  },
  "20028": {
    foodDes: "~20028~^~2000~^~Couscous, dry~^~COUSCOUS,DRY~^~~^~~^~~^~~^0^~~^5.70^4.05^8.37^4.12",
    weights: ["~20028~^1^1^~cup~^173^^"],
  },
  "20035": {
    foodDes:
      "~20035~^~2000~^~Quinoa, uncooked~^~QUINOA,UNCKD~^~~^~~^~~^~~^0^~Chenopodium quinoa Willd.~^6.25^4.00^9.00^4.00",
    weights: ["~20035~^1^1^~cup~^170^^"],
  },
  "20036": {
    foodDes:
      "~20036~^~2000~^~Rice, brown, long-grain, raw~^~RICE,BROWN,LONG-GRAIN,RAW~^~~^~~^~Y~^~~^0^~Oryza sativa L.~^5.95^3.41^8.37^4.12",
    weights: ["~20036~^1^1^~cup~^185^^"],
  },
  "20044": {
    foodDes:
      "~20044~^~2000~^~Rice, white, long-grain, regular, raw, enriched~^~RICE,WHITE,LONG-GRAIN,REG,RAW,ENR~^~~^~~^~Y~^~~^0^~~^5.95^3.82^8.37^4.16",
    weights: ["~20044~^1^1^~cup~^185^^"],
  },
  "20061": {
    foodDes:
      "~20061~^~2000~^~Rice flour, white~^~RICE FLOUR,WHITE~^~~^~~^~Y~^~~^0^~~^5.95^3.82^8.37^4.16",
    weights: ["~20061~^1^1^~cup~^158^^"],
  },
  "20064": {
    foodDes:
      "~20064~^~2000~^~Rye flour, medium~^~RYE FLOUR,MEDIUM~^~~^~~^~Y~^~~^0^~~^5.83^3.23^8.37^3.99",
    weights: ["~20064~^1^1^~cup~^102^^"],
  },
  "20066": {
    foodDes:
      "~20066~^~2000~^~Semolina, enriched~^~SEMOLINA,ENRICHED~^~~^~~^~~^~~^0^~~^5.70^4.05^8.37^4.12",
    weights: ["~20066~^1^1^~cup~^167^^"],
  },
  "20080": {
    foodDes:
      "~20080~^~2000~^~Wheat flour, whole-grain~^~WHEAT FLOUR,WHOLE-GRAIN~^~~^~~^~Y~^~~^0^~~^5.83^3.59^8.37^3.78",
    weights: ["~20080~^1^1^~cup~^120^^"],
  },
  "20081": {
    foodDes:
      "~20081~^~2000~^~Wheat flour, white, all-purpose, enriched, bleached~^~WHEAT FLR,WHITE,ALL-PURPOSE,ENR,BLEACHED~^~~^~~^~Y~^~~^0^~~^5.70^4.05^8.37^4.12",
    weights: ["~20081~^1^1^~cup~^125^^"],
  },
  "20082": {
    foodDes:
      "~20082~^~2000~^~Wheat flour, white, all-purpose, self-rising, enriched~^~WHEAT FLR,WHITE,ALL-PURPOSE,SELF-RISING,ENR~^~~^~~^~Y~^~~^0^~~^5.70^4.05^8.37^4.12",
    weights: ["~20082~^1^1^~cup~^125^^"],
  },
  "20083": {
    foodDes:
      "~20083~^~2000~^~Wheat flour, white, bread, enriched~^~WHEAT FLR,WHITE,BREAD,ENR~^~~^~~^~Y~^~~^0^~~^5.70^4.05^8.37^4.12",
    weights: ["~20083~^1^1^~cup~^137^^"],
  },
  "20084": {
    foodDes:
      "~20084~^~2000~^~Wheat flour, white, cake, enriched~^~WHEAT FLR,WHITE,CAKE,ENR~^~~^~~^~Y~^~~^0^~~^5.70^4.05^8.37^4.12",
    weights: ["~20084~^1^1^~cup unsifted, dipped~^137^^"],
  },
  "20099": {
    foodDes:
      "~20099~^~2000~^~Macaroni, dry, enriched~^~MACARONI,DRY,ENR~^~~^~~^~Y~^~~^0^~~^5.70^3.91^8.37^4.12",
    weights: [
      "~20099~^1^1^~cup elbow shaped~^105^^",
      "~20099~^2^1^~cup spiral shaped~^84^^",
      "~20099~^3^1^~cup small shells~^93^^",
      "~20099~^4^2^~oz~^57^^",
    ],
  },
};
