/**
 * The content of the demonstration data: published Kookers in French cities with their
 * services and reviews, a few clients, the two demo accounts, and the pools the synthetic
 * Kookers of `--kookers N` are made from. Money in cents. build.ts turns this into documents.
 */
import type { KOOKER_SPECIALTIES, AllergenId, ServiceLocation } from '@kookers/domain/kookers';
import type { Weekday } from '@kookers/domain/rules';
import type { Dish } from './dishes';

type Specialty = (typeof KOOKER_SPECIALTIES)[number];

export interface ServiceContent {
  name: string;
  /** Cents. */
  pricePerPerson: number;
  additionalInfo: string;
  requiredEquipment: string;
  /** One photo is painted for each dish (1 to 3). */
  dishes: Dish[];
  /** What the menu holds of the 14 allergens (domain/src/kookers/dietary.ts), in the regulation's order. */
  allergens: AllergenId[];
  /** The text shown on the card; `<city> et <serviceArea> km alentour` when absent, none at the Kooker's. */
  serviceArea?: string;
  /** Where it takes place (domain/src/kookers/service-location.ts); at the client's when absent. */
  location?: ServiceLocation;
}

interface ReviewContent {
  rating: number;
  /** Index of the reviewed service in `services`. */
  service: number;
  comment: string;
}

export interface KookerContent {
  uid: string;
  firstName: string;
  lastName: string;
  city: string;
  bio: string;
  experience: string;
  specialties: Specialty[];
  certificates: string[];
  /** Kilometres. */
  serviceArea: number;
  /** Cents. */
  pricePerHour: number;
  minimumDuration: number;
  maxGuests: number;
  availableDays: Weekday[];
  typicalHours: { start: string; end: string };
  /** Index in palettes.ts' PALETTES. */
  palette: number;
  services: ServiceContent[];
  reviews: ReviewContent[];
}

export interface ClientContent {
  uid: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
}

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
}

const review = (rating: number, service: number, comment: string): ReviewContent => ({ rating, service, comment });

/* ───────────── Clients ───────────── */

export const CLIENTS: readonly ClientContent[] = [
  { uid: 'client-01', firstName: 'Julie', lastName: 'Lemoine', phone: '06 12 34 56 78', address: '12 rue Mercière, 69002 Lyon' },
  { uid: 'client-02', firstName: 'Nicolas', lastName: 'Faure', phone: '06 23 45 67 89', address: '48 rue de la Roquette, 75011 Paris' },
  { uid: 'client-03', firstName: 'Sarah', lastName: 'Cohen', phone: '07 81 22 43 65', address: '7 boulevard Longchamp, 13001 Marseille' },
  {
    uid: 'client-04',
    firstName: 'Mathieu',
    lastName: 'Blanc',
    phone: '06 45 10 98 21',
    address: "22 cours de l'Intendance, 33000 Bordeaux",
  },
  {
    uid: 'client-05',
    firstName: 'Emma',
    lastName: 'Chevalier',
    phone: '06 77 31 54 02',
    address: "5 rue d'Alsace-Lorraine, 31000 Toulouse",
  },
  { uid: 'client-06', firstName: 'Lucas', lastName: 'Robin', phone: '07 62 18 90 37', address: '14 quai de la Fosse, 44000 Nantes' },
  { uid: 'client-07', firstName: 'Chloé', lastName: 'Mercier', phone: '06 98 76 54 32', address: '9 rue de la Monnaie, 59800 Lille' },
  { uid: 'client-08', firstName: 'Romain', lastName: 'Dupuis', phone: '06 54 87 21 69', address: '3 rue des Juifs, 67000 Strasbourg' },
  { uid: 'client-09', firstName: 'Léna', lastName: 'Perrin', phone: '07 43 65 87 09', address: '31 avenue Jean Médecin, 06000 Nice' },
  { uid: 'client-10', firstName: 'Hélène', lastName: 'Marchand', phone: '06 31 42 53 64', address: '16 rue des Martyrs, 75009 Paris' },
];

/* ───────────── Published Kookers ───────────── */

export const KOOKERS: readonly KookerContent[] = [
  {
    uid: 'kooker-claire-dubois',
    firstName: 'Claire',
    lastName: 'Dubois',
    city: 'Lyon',
    bio: "Cuisinière passionnée, j'ai grandi entre les marchés de la Croix-Rousse et la cuisine de ma grand-mère. Je transmets une cuisine de bouchon généreuse et précise : quenelles, gratins, sauces au beurre et desserts à la praline. Mes cours se font chez vous, avec des produits achetés le matin même chez mes producteurs. J'aime que chacun reparte avec les gestes et les recettes pour refaire le plat seul.",
    experience:
      "Douze ans en cuisine, dont six comme cheffe de partie dans un bouchon labellisé du Vieux Lyon. Depuis 2019, j'anime des ateliers pour les particuliers et les comités d'entreprise, et j'interviens ponctuellement dans une école hôtelière.",
    specialties: ['Cuisine française', 'Cuisine traditionnelle', 'Pâtisserie française'],
    certificates: ['CAP Cuisine', 'Formation HACCP'],
    serviceArea: 20,
    pricePerHour: 4500,
    minimumDuration: 3,
    maxGuests: 8,
    availableDays: ['wednesday', 'thursday', 'friday', 'saturday'],
    typicalHours: { start: '10:00', end: '22:00' },
    palette: 0,
    services: [
      {
        name: 'Cours de cuisine lyonnaise',
        location: 'kooker',
        pricePerPerson: 5500,
        additionalInfo:
          'Au menu : quenelles de brochet sauce Nantua, gratin dauphinois et salade lyonnaise. Trois heures de cours, puis nous dégustons ensemble ce que vous avez préparé.',
        requiredEquipment: 'Un four et quatre feux',
        dishes: ['stew', 'salad', 'soup'],
        allergens: ['gluten', 'crustaces', 'oeufs', 'poissons', 'lait', 'moutarde'],
      },
      {
        name: 'Dîner bouchon à domicile',
        pricePerPerson: 6500,
        additionalInfo:
          "Je cuisine chez vous un menu complet entrée-plat-dessert et je m'occupe du service et de la vaisselle. Menu adapté aux allergies sur demande.",
        requiredEquipment: '',
        dishes: ['stew', 'tart'],
        allergens: ['gluten', 'oeufs', 'lait', 'celeri', 'moutarde', 'sulfites'],
      },
      {
        name: 'Atelier tarte aux pralines',
        pricePerPerson: 3500,
        additionalInfo:
          'Deux heures pour réussir la pâte sablée, la crème aux pralines roses et la cuisson. Chaque participant repart avec sa tarte.',
        requiredEquipment: 'Un four et un rouleau à pâtisserie',
        dishes: ['tart', 'cake'],
        allergens: ['gluten', 'oeufs', 'lait', 'fruits-a-coque'],
      },
    ],
    reviews: [
      review(
        5,
        0,
        'Claire est une pédagogue hors pair : nos quenelles étaient parfaites du premier coup. Ambiance détendue et conseils précieux, on a déjà refait le gratin deux fois !',
      ),
      review(
        5,
        1,
        "Un dîner d'anniversaire mémorable. Tout était délicieux, Claire a été d'une grande discrétion et la cuisine était plus propre qu'avant son arrivée.",
      ),
      review(
        4,
        2,
        'Très bon atelier, la tarte était superbe. Un peu court pour tout noter, mais Claire nous a envoyé les recettes par email le soir même.',
      ),
      review(
        5,
        0,
        'Cadeau offert à mes parents, ils sont ravis. Produits excellents, explications claires et une vraie passion communicative.',
      ),
      review(5, 2, "Les enfants ont adoré ! Claire a su adapter l'atelier à leur âge sans rien perdre de la technique."),
      review(
        4,
        1,
        "Menu copieux et savoureux, mention spéciale pour la sauce Nantua. Un petit retard à l'arrivée, mais nous avions été prévenus.",
      ),
      review(5, 0, 'Je recommande les yeux fermés. On apprend énormément en trois heures et on se régale.'),
    ],
  },
  {
    uid: 'kooker-marco-rossi',
    firstName: 'Marco',
    lastName: 'Rossi',
    city: 'Paris',
    bio: 'Originaire des Pouilles, je suis arrivé en France il y a quinze ans avec les recettes de ma nonna dans ma valise. Je fais tout à la main : pâtes fraîches, sauces mijotées, focaccia et tiramisu. Mes cours sont conviviaux et très concrets : on pétrit, on coupe, on goûte. Je parle français, italien et anglais.',
    experience:
      "Dix ans comme chef dans deux trattorias parisiennes, puis second de cuisine dans un restaurant étoilé du 8e arrondissement. Aujourd'hui, je partage mon temps entre le conseil aux restaurants et les cours à domicile.",
    specialties: ['Cuisine italienne', 'Cuisine méditerranéenne'],
    certificates: ['Formation HACCP'],
    serviceArea: 15,
    pricePerHour: 5000,
    minimumDuration: 2,
    maxGuests: 10,
    availableDays: ['tuesday', 'thursday', 'saturday', 'sunday'],
    typicalHours: { start: '11:00', end: '21:00' },
    palette: 1,
    services: [
      {
        name: 'Atelier pâtes fraîches',
        pricePerPerson: 4500,
        additionalInfo:
          'Tagliatelles, orecchiette et raviolis ricotta-épinards : vous apprenez à faire la pâte à la main et trois sauces de saison. Repas partagé à la fin.',
        requiredEquipment: 'Un grand plan de travail',
        dishes: ['pasta', 'pizza'],
        allergens: ['gluten', 'oeufs', 'lait'],
      },
      {
        name: 'Dîner italien à domicile',
        pricePerPerson: 6000,
        additionalInfo:
          'Antipasti, primo, secondo et dolce : un vrai repas de famille italien préparé chez vous, vins conseillés sur demande.',
        requiredEquipment: '',
        dishes: ['pasta', 'salad', 'cake'],
        allergens: ['gluten', 'oeufs', 'lait', 'celeri', 'sulfites'],
      },
      {
        name: 'Cours tiramisu et panna cotta',
        pricePerPerson: 3000,
        additionalInfo:
          'Deux desserts incontournables en deux heures, avec les astuces pour un mascarpone bien ferme et une panna cotta qui se démoule sans casser.',
        requiredEquipment: 'Un réfrigérateur avec un peu de place',
        dishes: ['cake'],
        allergens: ['gluten', 'oeufs', 'lait'],
      },
    ],
    reviews: [
      review(5, 0, "Marco est génial ! Les orecchiette n'ont plus de secret pour nous. Ambiance de folie et repas délicieux."),
      review(5, 1, "Le meilleur repas italien que nous ayons mangé à Paris, et c'était dans notre salon. Merci Marco !"),
      review(4, 2, "Très bon cours, tiramisu parfait. J'aurais aimé un peu plus de temps sur la panna cotta."),
      review(5, 0, 'Idéal pour un enterrement de vie de jeune fille : on a ri, on a appris et on a très bien mangé.'),
      review(5, 1, 'Service impeccable, produits de grande qualité. Nos invités en parlent encore.'),
      review(3, 0, 'Cours sympathique mais un peu trop de monde pour bien suivre. Les pâtes étaient bonnes.'),
      review(5, 2, "Marco explique tout simplement, avec beaucoup d'humour. Mon tiramisu a fait sensation."),
      review(4, 1, "Très belle soirée, plats savoureux. Un peu d'attente entre le primo et le secondo."),
    ],
  },
  {
    uid: 'kooker-yuki-tanaka',
    firstName: 'Yuki',
    lastName: 'Tanaka',
    city: 'Paris',
    bio: "Née à Osaka et installée à Paris depuis 2012, je cuisine japonais comme à la maison : simple, de saison et très précis. J'enseigne les bases du riz à sushi, la découpe du poisson, les bouillons dashi et les bentos du quotidien. Je viens avec mes couteaux et les ingrédients introuvables en supermarché. Mon objectif : que vous osiez cuisiner japonais chez vous chaque semaine.",
    experience:
      "Formée à la Tokyo Sushi Academy, j'ai travaillé cinq ans dans un restaurant de sushis du quartier Sainte-Anne. Je donne des cours particuliers depuis 2018 et j'ai participé à plusieurs festivals de cuisine japonaise.",
    specialties: ['Cuisine japonaise', 'Cuisine saine'],
    certificates: ['Formation HACCP', 'Certificat de sushi (Tokyo Sushi Academy)'],
    serviceArea: 10,
    pricePerHour: 6000,
    minimumDuration: 2,
    maxGuests: 6,
    availableDays: ['wednesday', 'friday', 'saturday'],
    typicalHours: { start: '12:00', end: '22:00' },
    palette: 3,
    services: [
      {
        name: 'Atelier sushis et makis',
        location: 'kooker',
        pricePerPerson: 5500,
        additionalInfo:
          'Préparation du riz, découpe du saumon et du thon, makis, uramakis et nigiris. Chaque participant repart avec son plateau.',
        requiredEquipment: "Aucun : j'apporte les nattes et les couteaux",
        dishes: ['sushi', 'sushi', 'bowl'],
        allergens: ['poissons', 'soja', 'sesame'],
        serviceArea: 'Paris intra-muros',
      },
      {
        name: 'Cours de ramen maison',
        pricePerPerson: 4500,
        additionalInfo:
          'Bouillon, œuf mariné, chashu et garnitures : tout le ramen en trois étapes, avec une version végétarienne possible.',
        requiredEquipment: 'Une grande marmite',
        dishes: ['soup'],
        allergens: ['gluten', 'oeufs', 'soja', 'sesame'],
      },
      {
        name: 'Bento du quotidien',
        pricePerPerson: 3500,
        additionalInfo:
          'Des recettes rapides et équilibrées pour composer des bentos variés toute la semaine : onigiris, tamagoyaki, légumes marinés.',
        requiredEquipment: '',
        dishes: ['bowl', 'sushi'],
        allergens: ['oeufs', 'poissons', 'soja', 'sesame'],
      },
    ],
    reviews: [
      review(5, 0, "Yuki est d'une patience incroyable. Nos makis étaient beaux comme au restaurant !"),
      review(5, 1, 'Le bouillon était exceptionnel. On a enfin compris comment faire un vrai ramen.'),
      review(5, 0, "Atelier parfait pour découvrir les sushis entre amis. Des produits d'une fraîcheur irréprochable."),
      review(4, 2, "Plein d'idées pour mes déjeuners au bureau. J'aurais aimé plus de recettes végétariennes."),
      review(5, 0, 'Précise, souriante et très pédagogue. Je recommande à 100 %.'),
      review(4, 1, 'Très bon cours, un peu intense en deux heures mais le résultat en vaut la peine.'),
    ],
  },
  {
    uid: 'kooker-sophie-martin',
    firstName: 'Sophie',
    lastName: 'Martin',
    city: 'Bordeaux',
    bio: "Pâtissière de métier, j'ai ouvert mes ateliers il y a cinq ans pour partager ce que j'aime le plus : le beurre, le sucre et la précision. Macarons, viennoiseries, entremets et bien sûr cannelés bordelais n'auront plus de secret pour vous. J'adapte chaque atelier au niveau du groupe, du débutant complet au passionné qui veut se perfectionner. Tout le matériel spécifique est fourni.",
    experience:
      "Huit ans en pâtisserie, dont quatre auprès d'un Meilleur Ouvrier de France à Bordeaux. J'ai aussi été formatrice au CFA de la chambre de métiers pour les apprentis pâtissiers.",
    specialties: ['Pâtisserie française', 'Boulangerie'],
    certificates: ['CAP Pâtissier', 'Brevet de maîtrise pâtissier'],
    serviceArea: 25,
    pricePerHour: 4000,
    minimumDuration: 3,
    maxGuests: 8,
    availableDays: ['monday', 'wednesday', 'saturday', 'sunday'],
    typicalHours: { start: '09:00', end: '18:00' },
    palette: 2,
    services: [
      {
        name: 'Atelier macarons',
        location: 'kooker',
        pricePerPerson: 4500,
        additionalInfo:
          'Coques lisses et brillantes, ganaches chocolat, framboise et pistache : toutes les étapes, de la meringue italienne au macaronnage.',
        requiredEquipment: 'Un four à chaleur tournante',
        dishes: ['macarons', 'macarons'],
        allergens: ['oeufs', 'lait', 'fruits-a-coque'],
      },
      {
        name: 'Cours de viennoiseries',
        pricePerPerson: 5000,
        additionalInfo:
          'Pâte feuilletée levée, tourage et façonnage : croissants, pains au chocolat et pains aux raisins, cuits ensemble en fin de cours.',
        requiredEquipment: 'Un four et un réfrigérateur',
        dishes: ['bread', 'crepes'],
        allergens: ['gluten', 'oeufs', 'lait'],
      },
      {
        name: 'Cannelés bordelais',
        pricePerPerson: 3000,
        additionalInfo:
          "Le secret d'une croûte caramélisée et d'un cœur moelleux, avec une pâte préparée la veille pour une cuisson en direct.",
        requiredEquipment: 'Un four',
        dishes: ['cake'],
        allergens: ['gluten', 'oeufs', 'lait'],
      },
      {
        name: "Entremets d'anniversaire",
        pricePerPerson: 5500,
        additionalInfo: 'Mousse, insert, biscuit et glaçage miroir : vous réalisez un entremets de fête pour huit personnes.',
        requiredEquipment: 'Un four et un congélateur',
        dishes: ['cake', 'tart'],
        allergens: ['gluten', 'oeufs', 'lait'],
      },
    ],
    reviews: [
      review(5, 0, 'Sophie est une vraie pro. Mes macarons ont enfin une collerette !'),
      review(5, 1, "Des croissants dignes d'une boulangerie. Le tourage expliqué simplement, bravo."),
      review(5, 2, 'Un atelier court mais très efficace, les cannelés étaient parfaits.'),
      review(4, 3, "Magnifique entremets, beaucoup de technique. Prévoir du temps, c'est long mais passionnant."),
      review(5, 0, 'Cadeau de Noël pour ma sœur, nous avons passé un super moment.'),
      review(5, 1, 'Rigoureuse et bienveillante, Sophie donne envie de pâtisser tous les week-ends.'),
      review(4, 0, 'Très bien, même si certaines coques ont craquelé à la cuisson. Sophie nous a expliqué pourquoi.'),
      review(5, 3, "Le gâteau d'anniversaire de ma fille était sublime. Merci Sophie !"),
    ],
  },
  {
    uid: 'kooker-karim-benali',
    firstName: 'Karim',
    lastName: 'Benali',
    city: 'Marseille',
    bio: "J'ai grandi à Marseille dans une famille où l'on cuisinait pour vingt sans prévenir. Ma cuisine mélange les saveurs de la Méditerranée : couscous, tajines, mezze libanais et poissons grillés à la provençale. Je cuisine chez vous pour les grandes tablées, les fêtes de famille ou simplement pour apprendre à préparer un vrai couscous. Les épices viennent de chez mon épicier du marché de Noailles.",
    experience:
      "Quinze ans de métier, d'abord en brasserie sur le Vieux-Port, puis comme chef traiteur pour des mariages et des événements. J'organise depuis 2020 des repas à domicile et des ateliers pour les centres sociaux.",
    specialties: ['Cuisine méditerranéenne', 'Cuisine du monde', 'Cuisine traditionnelle'],
    certificates: ['CAP Cuisine'],
    serviceArea: 30,
    pricePerHour: 4000,
    minimumDuration: 3,
    maxGuests: 12,
    availableDays: ['friday', 'saturday', 'sunday'],
    typicalHours: { start: '11:00', end: '23:00' },
    palette: 4,
    services: [
      {
        name: 'Couscous royal en famille',
        pricePerPerson: 3500,
        additionalInfo:
          'Semoule roulée à la main, bouillon aux sept légumes, merguez et agneau : on prépare ensemble un couscous pour toute la tablée.',
        requiredEquipment: 'Une grande marmite ou un couscoussier',
        dishes: ['stew', 'stew'],
        allergens: ['gluten', 'celeri', 'sulfites'],
      },
      {
        name: 'Mezze et cuisine libanaise',
        pricePerPerson: 4000,
        additionalInfo:
          'Houmous, taboulé, falafels, moutabal et pains plats : un assortiment de mezze à partager, avec des options véganes.',
        requiredEquipment: '',
        dishes: ['salad', 'bowl', 'rolls'],
        allergens: ['gluten', 'sesame'],
      },
      {
        name: 'Poissons de Méditerranée',
        pricePerPerson: 5500,
        additionalInfo: 'Choisir, écailler, lever les filets et griller : tout pour réussir le poisson, avec une rouille maison.',
        requiredEquipment: 'Un four ou une plancha',
        dishes: ['soup', 'salad'],
        allergens: ['gluten', 'oeufs', 'poissons'],
      },
    ],
    reviews: [
      review(5, 0, "Le meilleur couscous de ma vie, et Karim est d'une gentillesse rare. Toute la famille a adoré."),
      review(5, 1, 'Des saveurs incroyables, beaucoup de générosité. On a mangé pendant deux jours !'),
      review(4, 2, "Très instructif, je sais enfin lever des filets. Le cours a un peu débordé sur l'horaire."),
      review(5, 0, "Karim a géré un repas pour douze personnes comme si de rien n'était. Bravo !"),
      review(3, 1, "Bons plats, mais il manquait quelques ingrédients prévus. Karim s'est bien adapté."),
    ],
  },
  {
    uid: 'kooker-lea-fontaine',
    firstName: 'Léa',
    lastName: 'Fontaine',
    city: 'Nantes',
    bio: "Je cuisine végétal depuis dix ans et je suis convaincue qu'un repas sans viande peut être généreux et gourmand. Légumineuses, céréales anciennes, légumes de saison des maraîchers nantais : je vous montre comment composer des plats complets et savoureux. Mes ateliers s'adressent aussi bien aux curieux qu'aux familles qui veulent manger moins de viande. J'apporte toujours un petit livret de recettes.",
    experience:
      "Ingénieure agronome de formation, j'ai suivi une formation de cuisinière végétarienne avant de travailler trois ans dans un restaurant bio. J'anime des ateliers en entreprise et dans les écoles depuis 2017.",
    specialties: ['Cuisine végétarienne', 'Cuisine végane', 'Cuisine saine'],
    certificates: ['Formation cuisine végétarienne', 'Formation HACCP'],
    serviceArea: 20,
    pricePerHour: 3500,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['monday', 'tuesday', 'wednesday', 'saturday'],
    typicalHours: { start: '10:00', end: '20:00' },
    palette: 1,
    services: [
      {
        name: 'Cuisine végétale de saison',
        pricePerPerson: 3500,
        additionalInfo: 'Un menu complet à base de légumes du moment : velouté, plat aux légumineuses et dessert sans œufs.',
        requiredEquipment: '',
        dishes: ['soup', 'salad', 'bowl'],
        allergens: ['soja', 'fruits-a-coque', 'celeri'],
      },
      {
        name: 'Batch cooking de la semaine',
        pricePerPerson: 4000,
        additionalInfo:
          "En trois heures, préparez cinq repas équilibrés pour la semaine, avec une méthode d'organisation simple à reproduire.",
        requiredEquipment: 'Des boîtes de conservation',
        dishes: ['bowl', 'bowl'],
        allergens: ['gluten', 'oeufs', 'lait', 'moutarde'],
      },
      {
        name: 'Brunch végan',
        pricePerPerson: 3000,
        additionalInfo: 'Pancakes, granola maison, tartinades et boissons végétales : un brunch complet et sans produit animal.',
        requiredEquipment: '',
        dishes: ['crepes', 'bowl'],
        allergens: ['gluten', 'soja', 'fruits-a-coque', 'sesame'],
      },
    ],
    reviews: [
      review(5, 0, "Léa m'a réconcilié avec les lentilles ! Des recettes simples et vraiment délicieuses."),
      review(5, 1, "Une organisation géniale, j'ai gagné des heures chaque semaine depuis ce cours."),
      review(4, 2, 'Très bon brunch, les pancakes étaient excellents. Le granola était un peu trop sucré à mon goût.'),
      review(5, 0, "Atelier passionnant, on sent l'expertise. Le livret de recettes est un vrai plus."),
    ],
  },
  {
    uid: 'kooker-thomas-lefevre',
    firstName: 'Thomas',
    lastName: 'Lefèvre',
    city: 'Lille',
    bio: "Ch'ti de naissance et de cœur, je cuisine les recettes du Nord avec les bières et les fromages de la région. Carbonade flamande, welsh, potjevleesch, tarte au sucre : une cuisine de partage qui réchauffe. Je suis aussi boulanger de formation et j'adore transmettre le goût du pain au levain fait maison. Mes cours se terminent toujours autour de la table.",
    experience:
      'Dix ans dans un estaminet du Vieux-Lille, puis trois ans comme boulanger dans une boulangerie artisanale de Roubaix. Je donne des cours à domicile depuis 2021.',
    specialties: ['Cuisine traditionnelle', 'Cuisine française', 'Boulangerie'],
    certificates: ['CAP Cuisine', 'CAP Boulanger'],
    serviceArea: 25,
    pricePerHour: 4000,
    minimumDuration: 3,
    maxGuests: 10,
    availableDays: ['thursday', 'friday', 'saturday', 'sunday'],
    typicalHours: { start: '10:00', end: '22:00' },
    palette: 7,
    services: [
      {
        name: 'Cuisine du Nord : carbonade et welsh',
        pricePerPerson: 4500,
        additionalInfo: "La carbonade flamande à la bière brune et au pain d'épices, le welsh au cheddar, et la tarte au sucre pour finir.",
        requiredEquipment: 'Une cocotte en fonte',
        dishes: ['stew', 'soup'],
        allergens: ['gluten', 'oeufs', 'lait', 'moutarde'],
      },
      {
        name: 'Atelier pain au levain',
        location: 'kooker',
        pricePerPerson: 4000,
        additionalInfo:
          'Entretenir un levain, pétrir, façonner et cuire une miche et des baguettes. Vous repartez avec un peu de mon levain.',
        requiredEquipment: 'Un four',
        dishes: ['bread', 'bread', 'bread'],
        allergens: ['gluten'],
      },
    ],
    reviews: [
      review(5, 0, 'Une carbonade fondante et un Thomas très sympathique. Parfait pour une soirée entre amis.'),
      review(4, 1, "J'ai enfin réussi mon pain ! Un cours dense, prévoyez de quoi noter."),
      review(5, 1, 'Mon levain vit toujours trois mois après, et mes miches sont magnifiques.'),
    ],
  },
  {
    uid: 'kooker-camille-roux',
    firstName: 'Camille',
    lastName: 'Roux',
    city: 'Toulouse',
    bio: "Passionnée par la cuisine du Sud-Ouest, je prépare le cassoulet comme on le fait dans le Lauragais, avec patience et de bons haricots lingots. J'aime aussi voyager et rapporter des recettes : tapas basques, curry du Kerala, ceviche péruvien. Mes cours sont longs et généreux, on prend le temps de mijoter et de discuter. Idéal pour les tablées de copains !",
    experience:
      "Autodidacte, j'ai tenu pendant six ans une table d'hôtes près de Castelnaudary avant de m'installer à Toulouse. Je propose des cours et des repas à domicile depuis 2020.",
    specialties: ['Cuisine française', 'Cuisine traditionnelle', 'Cuisine du monde'],
    certificates: [],
    serviceArea: 20,
    pricePerHour: 4500,
    minimumDuration: 4,
    maxGuests: 10,
    availableDays: ['friday', 'saturday', 'sunday'],
    typicalHours: { start: '10:00', end: '22:00' },
    palette: 0,
    services: [
      {
        name: 'Cassoulet toulousain',
        pricePerPerson: 5000,
        additionalInfo:
          'Confit de canard, saucisse de Toulouse et haricots lingots : on prépare ensemble le cassoulet, puis on le déguste.',
        requiredEquipment: 'Une grande cocotte ou un plat en terre',
        dishes: ['stew'],
        allergens: ['celeri'],
      },
      {
        name: "Tapas du Sud-Ouest et d'ailleurs",
        pricePerPerson: 3500,
        additionalInfo:
          'Une dizaine de tapas à partager : pintxos, croquetas, piquillos farcis, et quelques surprises rapportées de mes voyages.',
        requiredEquipment: '',
        dishes: ['salad', 'rolls', 'pizza'],
        allergens: ['gluten', 'oeufs', 'poissons', 'lait'],
      },
    ],
    reviews: [
      review(5, 0, 'Quatre heures de bonheur et un cassoulet incroyable. Camille est adorable.'),
      review(4, 1, 'Très bonne soirée, des tapas variés et originaux. On a eu du mal à tout finir !'),
      review(5, 0, 'On a appris la vraie recette, pas celle des boîtes. Merci pour cette belle journée.'),
      review(4, 1, 'Super idée pour un anniversaire, ambiance au top.'),
    ],
  },
  {
    uid: 'kooker-antoine-meyer',
    firstName: 'Antoine',
    lastName: 'Meyer',
    city: 'Strasbourg',
    bio: "Alsacien jusqu'au bout des doigts, je fais découvrir les recettes de mon enfance : kougelhopf, bredele de Noël, tarte flambée et baeckeoffe. Je cuisine avec des produits du terroir et je raconte volontiers l'histoire de chaque plat. Mes ateliers de Noël sont très demandés à partir de novembre, pensez à réserver tôt ! J'accueille les enfants à partir de 8 ans.",
    experience:
      "Pâtissier pendant dix ans dans une maison familiale de Colmar, puis formateur en boulangerie-pâtisserie. J'anime des ateliers de cuisine alsacienne depuis 2016.",
    specialties: ['Cuisine traditionnelle', 'Boulangerie', 'Pâtisserie française'],
    certificates: ['CAP Pâtissier', 'Formation HACCP'],
    serviceArea: 20,
    pricePerHour: 3500,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['wednesday', 'saturday', 'sunday'],
    typicalHours: { start: '09:00', end: '19:00' },
    palette: 5,
    services: [
      {
        name: 'Tarte flambée party',
        pricePerPerson: 3000,
        additionalInfo: 'Pâte à pain, crème, oignons et lardons : chacun prépare ses tartes flambées, cuites minute et partagées.',
        requiredEquipment: 'Un four qui monte à 280 °C',
        dishes: ['pizza', 'pizza'],
        allergens: ['gluten', 'lait'],
      },
      {
        name: 'Bredele et biscuits de Noël',
        pricePerPerson: 3500,
        additionalInfo:
          'Butterbredele, spritz, étoiles à la cannelle et maennele : une boîte de biscuits à emporter pour chaque participant.',
        requiredEquipment: 'Un four et des plaques',
        dishes: ['macarons', 'cake'],
        allergens: ['gluten', 'oeufs', 'lait', 'fruits-a-coque'],
      },
      {
        name: 'Kougelhopf et pains briochés',
        pricePerPerson: 4000,
        additionalInfo: 'Pâte levée, moulage et cuisson du vrai kougelhopf, avec une variante salée aux lardons et aux noix.',
        requiredEquipment: 'Un moule à kougelhopf si vous en avez un',
        dishes: ['bread', 'cake'],
        allergens: ['gluten', 'oeufs', 'lait', 'fruits-a-coque'],
      },
    ],
    reviews: [
      review(5, 0, 'Une soirée géniale, les tartes flambées étaient parfaites. Antoine est un conteur né.'),
      review(5, 1, 'Atelier de Noël magique avec les enfants. On a rempli trois boîtes de bredele !'),
      review(4, 2, "Très bon kougelhopf, explications claires. La levée prend du temps, prévoyez l'après-midi."),
      review(5, 1, "Ambiance chaleureuse et biscuits délicieux. Je reviendrai l'an prochain."),
      review(4, 0, "Bonne soirée, tartes délicieuses. Notre four était un peu juste mais Antoine a su s'adapter."),
      review(5, 2, 'Enfin un kougelhopf moelleux ! Merci pour la patience et les astuces.'),
    ],
  },
  {
    uid: 'kooker-ines-moreau',
    firstName: 'Inès',
    lastName: 'Moreau',
    city: 'Nice',
    bio: "Niçoise de cœur, je cuisine le soleil : socca, pissaladière, petits farcis, ratatouille et pan bagnat. Je fais mes courses au cours Saleya et je choisis chaque légume avec soin. Ma cuisine est légère, colorée, et souvent végétarienne sans que personne ne s'en rende compte. En été, je donne aussi mes cours en terrasse ou au jardin.",
    experience:
      "Six ans dans des restaurants de la Côte d'Azur, dont deux saisons dans un hôtel de Villefranche-sur-Mer. Je suis cheffe à domicile indépendante depuis 2019.",
    specialties: ['Cuisine méditerranéenne', 'Cuisine végétarienne', 'Cuisine saine'],
    certificates: ['Formation HACCP'],
    serviceArea: 15,
    pricePerHour: 5000,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['tuesday', 'thursday', 'saturday'],
    typicalHours: { start: '10:00', end: '20:00' },
    palette: 6,
    services: [
      {
        name: 'Cours de cuisine niçoise',
        pricePerPerson: 4500,
        additionalInfo:
          "Socca, pissaladière et petits farcis : les grands classiques niçois, avec l'huile d'olive de la vallée de la Roya.",
        requiredEquipment: 'Un four',
        dishes: ['pizza', 'salad'],
        allergens: ['gluten', 'oeufs', 'poissons', 'lait'],
      },
      {
        name: 'Dîner provençal à domicile',
        pricePerPerson: 6500,
        additionalInfo: 'Un menu de saison aux saveurs de Provence, servi chez vous, avec des suggestions de vins de Bellet.',
        requiredEquipment: '',
        dishes: ['stew', 'salad', 'tart'],
        allergens: ['gluten', 'oeufs', 'poissons', 'lait', 'celeri', 'sulfites'],
      },
      {
        name: 'Pique-nique gourmet',
        pricePerPerson: 3000,
        additionalInfo:
          'Pan bagnat, tartes salées et douceurs à emporter : je prépare avec vous un panier pour une journée au bord de la mer.',
        requiredEquipment: 'Un panier ou une glacière',
        dishes: ['salad'],
        allergens: ['gluten', 'oeufs', 'poissons', 'lait'],
      },
    ],
    reviews: [
      review(5, 0, 'Inès est rayonnante et sa cuisine aussi. La socca était parfaite !'),
      review(5, 1, 'Un dîner de rêve sur notre terrasse, chaque plat était un régal.'),
      review(4, 2, 'Très bonne idée et très bon panier. Un peu cher, mais la qualité est au rendez-vous.'),
      review(5, 0, 'Des recettes faciles à refaire et tellement bonnes. Merci Inès !'),
      review(5, 1, 'Service impeccable et menu raffiné, nos invités sont conquis.'),
    ],
  },
  {
    uid: 'kooker-linh-nguyen',
    firstName: 'Linh',
    lastName: 'Nguyen',
    city: 'Lyon',
    bio: "Fille de restaurateurs vietnamiens, j'ai grandi dans les odeurs de citronnelle et de bouillon de pho. Je propose des ateliers de street food asiatique : nems, rouleaux de printemps, banh mi et bo bun. Tout est frais, coloré et plein d'herbes aromatiques. C'est une cuisine qu'on mange avec les mains et qui se partage facilement.",
    experience:
      "J'ai travaillé dix ans dans le restaurant familial de la Guillotière avant de lancer mon food truck en 2018. Je donne des cours à domicile et en entreprise depuis 2021.",
    specialties: ['Cuisine du monde', 'Street food', 'Cuisine saine'],
    certificates: [],
    serviceArea: 15,
    pricePerHour: 4000,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['wednesday', 'thursday', 'friday', 'saturday'],
    typicalHours: { start: '11:00', end: '21:00' },
    palette: 6,
    services: [
      {
        name: 'Atelier nems et rouleaux de printemps',
        pricePerPerson: 4000,
        additionalInfo: 'Pliage des nems et des rouleaux, sauces nuoc-mâm et cacahuète, et la friture sans éclaboussures.',
        requiredEquipment: 'Une friteuse ou une grande poêle',
        dishes: ['rolls', 'rolls'],
        allergens: ['crustaces', 'oeufs', 'poissons', 'arachides', 'soja'],
      },
      {
        name: 'Pho maison',
        pricePerPerson: 4500,
        additionalInfo: "Un bouillon de bœuf parfumé à l'anis et à la cannelle, mijoté ensemble, et toutes les garnitures.",
        requiredEquipment: 'Une grande marmite',
        dishes: ['soup', 'bowl'],
        allergens: ['poissons', 'soja'],
      },
      {
        name: 'Street food vietnamienne',
        pricePerPerson: 3500,
        additionalInfo: 'Banh mi, bo bun et salade de papaye verte : la street food de Saïgon dans votre cuisine.',
        requiredEquipment: '',
        dishes: ['bowl', 'salad', 'rolls'],
        allergens: ['gluten', 'crustaces', 'oeufs', 'poissons', 'arachides', 'soja'],
      },
    ],
    reviews: [
      review(5, 0, 'Des nems croustillants comme jamais ! Linh est très pédagogue et drôle.'),
      review(5, 1, 'Le pho était exceptionnel, le bouillon parfait. On a tout noté pour le refaire.'),
      review(5, 2, 'Une ambiance de food truck dans notre cuisine, on a adoré le bo bun.'),
      review(4, 0, 'Très bon atelier. La friture est impressionnante, mais Linh gère tout.'),
      review(5, 1, 'Une vraie transmission de recettes familiales, merci pour ce partage.'),
      review(4, 2, 'Bon cours, peut-être un peu trop de recettes pour deux heures.'),
      review(5, 0, 'Parfait pour un team building, tout le monde a participé.'),
    ],
  },
  {
    uid: 'kooker-julien-garnier',
    firstName: 'Julien',
    lastName: 'Garnier',
    city: 'Paris',
    bio: "Chef formé dans des maisons étoilées, je propose une cuisine gastronomique à domicile, précise et créative. Je travaille des produits d'exception, Saint-Jacques, volaille de Bresse, truffe en saison, et les légumes de petits producteurs d'Île-de-France. Chaque menu est construit avec vous, selon vos envies et les allergies de vos invités. Je peux aussi vous apprendre les grandes sauces et le dressage à l'assiette.",
    experience:
      "Dix-huit ans de carrière, dont huit dans des restaurants étoilés à Paris et à Lyon, et trois comme chef exécutif d'un hôtel de luxe. Chef à domicile depuis 2018.",
    specialties: ['Cuisine française', 'Pâtisserie française'],
    certificates: ['CAP Cuisine', 'BTS Management en hôtellerie-restauration', 'Formation HACCP'],
    serviceArea: 10,
    pricePerHour: 9000,
    minimumDuration: 4,
    maxGuests: 8,
    availableDays: ['thursday', 'friday', 'saturday'],
    typicalHours: { start: '15:00', end: '23:00' },
    palette: 7,
    services: [
      {
        name: 'Dîner gastronomique à domicile',
        pricePerPerson: 12000,
        additionalInfo:
          "Un menu en cinq temps, de l'amuse-bouche aux mignardises, préparé et servi chez vous. Accords mets et vins possibles.",
        requiredEquipment: "Une cuisine équipée d'un four",
        dishes: ['soup', 'tart', 'cake'],
        allergens: ['gluten', 'crustaces', 'oeufs', 'poissons', 'lait', 'celeri', 'sulfites'],
        serviceArea: 'Paris et proche banlieue',
      },
      {
        name: 'Cours des grandes sauces',
        location: 'kooker',
        pricePerPerson: 6500,
        additionalInfo: 'Béarnaise, beurre blanc, sauce au vin et jus corsé : les bases de la cuisine française, avec leurs déclinaisons.',
        requiredEquipment: 'Quatre feux',
        dishes: ['stew', 'soup'],
        allergens: ['oeufs', 'lait', 'celeri', 'sulfites'],
      },
    ],
    reviews: [
      review(5, 0, "Une expérience digne d'un restaurant étoilé. Les Saint-Jacques étaient divines."),
      review(5, 1, 'Enfin une béarnaise qui ne tranche pas ! Julien est passionnant.'),
      review(5, 0, "Un menu sur mesure et un service parfait. Le plus beau cadeau d'anniversaire que j'aie fait."),
      review(4, 1, 'Cours très technique et très riche. Un peu rapide pour des débutants.'),
      review(2, 0, 'Plats excellents, mais plus de 45 minutes de retard sans nouvelles. Dommage.'),
    ],
  },
  {
    uid: 'kooker-fatou-diallo',
    firstName: 'Fatou',
    lastName: 'Diallo',
    city: 'Bordeaux',
    bio: "Née à Dakar, je vis à Bordeaux depuis dix ans et je partage avec bonheur la cuisine de mon pays. Thiéboudienne, mafé, yassa, pastels et jus de bissap : des plats généreux, parfumés et faits pour les grandes tablées. J'explique l'origine de chaque recette et les épices que j'utilise. Mes ateliers sont chaleureux, on cuisine en musique !",
    experience:
      "Cuisinière pendant huit ans dans un restaurant africain du quartier Saint-Michel, puis traiteuse pour les mariages et les baptêmes. J'anime des ateliers depuis 2022.",
    specialties: ['Cuisine du monde', 'Street food', 'Cuisine traditionnelle'],
    certificates: ['Formation HACCP'],
    serviceArea: 20,
    pricePerHour: 3000,
    minimumDuration: 3,
    maxGuests: 12,
    availableDays: ['tuesday', 'friday', 'saturday', 'sunday'],
    typicalHours: { start: '11:00', end: '20:00' },
    palette: 4,
    services: [
      {
        name: 'Cuisine sénégalaise',
        pricePerPerson: 3500,
        additionalInfo: 'Thiéboudienne ou mafé au choix, avec riz brisé et légumes, et un jus de bissap maison.',
        requiredEquipment: 'Une grande marmite',
        dishes: ['stew', 'stew'],
        allergens: ['poissons', 'arachides'],
      },
      {
        name: 'Street food africaine',
        pricePerPerson: 3000,
        additionalInfo: 'Pastels au thon, accras, alloco et sauces pimentées : un apéritif africain à partager.',
        requiredEquipment: 'Une friteuse ou une grande poêle',
        dishes: ['rolls', 'salad'],
        allergens: ['gluten', 'oeufs', 'poissons'],
      },
    ],
    reviews: [
      review(5, 0, 'Fatou est adorable et son mafé est incroyable. Une belle découverte.'),
      review(5, 1, "Les pastels étaient délicieux, et l'ambiance géniale !"),
      review(4, 0, 'Très bon cours, beaucoup de préparation mais un résultat délicieux.'),
      review(5, 1, 'Parfait pour un apéro entre collègues, tout le monde a adoré.'),
    ],
  },
  {
    uid: 'kooker-elodie-petit',
    firstName: 'Élodie',
    lastName: 'Petit',
    city: 'Toulouse',
    bio: "Diététicienne et cuisinière, j'aide les familles à mieux manger sans se priver. Je propose des ateliers pour préparer rapidement des repas équilibrés, des desserts sans sucre ajouté et des goûters sains pour les enfants. Pas de régime ni de culpabilité : juste des recettes gourmandes et des astuces d'organisation. Je viens d'arriver sur Kookers, au plaisir de cuisiner avec vous !",
    experience:
      "Diététicienne diplômée, j'ai travaillé cinq ans en clinique avant de me consacrer aux ateliers culinaires. J'anime des ateliers en médiathèque et en entreprise depuis 2023.",
    specialties: ['Cuisine saine', 'Cuisine végane'],
    certificates: ['BTS Diététique'],
    serviceArea: 25,
    pricePerHour: 3000,
    minimumDuration: 2,
    maxGuests: 6,
    availableDays: ['monday', 'tuesday', 'thursday'],
    typicalHours: { start: '09:00', end: '19:00' },
    palette: 1,
    services: [
      {
        name: 'Meal prep équilibré',
        pricePerPerson: 3500,
        additionalInfo: 'Préparer en deux heures les déjeuners de la semaine, avec une méthode simple et des recettes variées.',
        requiredEquipment: 'Des boîtes de conservation',
        dishes: ['bowl', 'salad'],
        allergens: ['gluten', 'oeufs', 'soja', 'sesame'],
      },
      {
        name: 'Desserts sans sucre ajouté',
        pricePerPerson: 3000,
        additionalInfo: 'Fondant patate douce-chocolat, crumble aux fruits et mousses légères : des desserts gourmands et plus sains.',
        requiredEquipment: 'Un four',
        dishes: ['cake', 'tart'],
        allergens: ['gluten', 'oeufs', 'lait'],
      },
    ],
    reviews: [],
  },
  {
    uid: 'kooker-hugo-bernard',
    firstName: 'Hugo',
    lastName: 'Bernard',
    city: 'Marseille',
    bio: "Ancien chef de food truck, je cuisine une street food maison qui n'a rien à voir avec le fast-food : burgers au pain brioché, tacos mexicains, pizzas à pâte longue fermentation. Je viens avec ma plancha et je fais participer tout le monde. Parfait pour les anniversaires, les soirées entre amis et les fêtes d'entreprise. Les ados adorent !",
    experience:
      "Cinq ans à la tête d'un food truck sur le Vieux-Port et dans les festivals de la région. Je propose des ateliers et des soirées à domicile depuis 2022.",
    specialties: ['Street food', 'Cuisine du monde', 'Cuisine italienne'],
    certificates: [],
    serviceArea: 35,
    pricePerHour: 3000,
    minimumDuration: 2,
    maxGuests: 15,
    availableDays: ['friday', 'saturday', 'sunday'],
    typicalHours: { start: '12:00', end: '22:00' },
    palette: 3,
    services: [
      {
        name: 'Soirée burgers maison',
        pricePerPerson: 3000,
        additionalInfo: 'Pains briochés, steaks hachés minute, sauces maison et frites fraîches : chacun compose son burger.',
        requiredEquipment: '',
        dishes: ['burger', 'burger'],
        allergens: ['gluten', 'oeufs', 'lait', 'moutarde', 'sesame'],
      },
      {
        name: 'Tacos et cuisine mexicaine',
        pricePerPerson: 3500,
        additionalInfo: 'Tortillas de maïs maison, carnitas, guacamole et pico de gallo : un voyage à Mexico sans quitter votre cuisine.',
        requiredEquipment: '',
        dishes: ['rolls', 'salad'],
        allergens: [],
      },
      {
        name: 'Atelier pizza napolitaine',
        location: 'kooker',
        pricePerPerson: 3500,
        additionalInfo: 'Pâte à longue fermentation, façonnage à la main et cuisson au four très chaud : la vraie pizza napolitaine.',
        requiredEquipment: 'Un four qui monte à 250 °C au moins',
        dishes: ['pizza', 'pizza'],
        allergens: ['gluten', 'lait'],
      },
    ],
    reviews: [
      review(5, 0, "Une soirée d'anniversaire parfaite pour mon fils de 15 ans et ses copains. Hugo a assuré !"),
      review(4, 1, 'Très bons tacos, guacamole excellent. Un peu de fumée dans la cuisine, mais rien de grave.'),
      review(5, 2, 'Des pizzas incroyables, on a enfin compris le secret de la pâte.'),
      review(4, 0, 'Bonne soirée, burgers délicieux, Hugo très sympa.'),
      review(3, 2, "Pâte très bonne, mais notre four n'était pas assez chaud et le résultat était moyen. À vérifier avant."),
      review(5, 1, "Ambiance géniale et saveurs authentiques, tout le monde s'est régalé."),
    ],
  },
  {
    uid: 'kooker-manon-girard',
    firstName: 'Manon',
    lastName: 'Girard',
    city: 'Nantes',
    bio: "Bretonne installée à Nantes, je suis tombée dans la crêpe quand j'étais petite. Je vous apprends à réussir les galettes de sarrasin et les crêpes de froment, le gâteau nantais au rhum et le kouign-amann. Des recettes simples en apparence, qui demandent quelques gestes précis que je vous transmets. Mes ateliers sont parfaits en famille, dès 6 ans.",
    experience:
      "Crêpière pendant sept ans dans une crêperie du quartier Bouffay, puis pâtissière en boutique. J'anime des ateliers depuis 2020 et j'interviens dans les fêtes de quartier.",
    specialties: ['Pâtisserie française', 'Boulangerie', 'Cuisine traditionnelle'],
    certificates: ['CAP Pâtissier'],
    serviceArea: 30,
    pricePerHour: 3500,
    minimumDuration: 2,
    maxGuests: 10,
    availableDays: ['wednesday', 'saturday', 'sunday'],
    typicalHours: { start: '09:00', end: '19:00' },
    palette: 2,
    services: [
      {
        name: 'Atelier crêpes et galettes',
        pricePerPerson: 2500,
        additionalInfo: 'Pâtes de sarrasin et de froment, tournage au rozell et garnitures : complète, saucisse, caramel au beurre salé.',
        requiredEquipment: 'Une crêpière ou deux grandes poêles',
        dishes: ['crepes', 'crepes'],
        allergens: ['gluten', 'oeufs', 'lait'],
      },
      {
        name: 'Gâteau nantais et kouign-amann',
        pricePerPerson: 3500,
        additionalInfo: "Deux spécialités de l'Ouest : le gâteau nantais aux amandes et au rhum, et le kouign-amann bien caramélisé.",
        requiredEquipment: 'Un four',
        dishes: ['cake', 'bread'],
        allergens: ['gluten', 'oeufs', 'lait', 'fruits-a-coque'],
      },
    ],
    reviews: [
      review(5, 0, 'Un atelier en famille génial, les enfants ont adoré retourner les crêpes !'),
      review(5, 1, 'Le kouign-amann était une tuerie. Manon est très pédagogue.'),
      review(5, 0, 'Enfin des galettes comme en Bretagne ! Merci Manon.'),
      review(4, 1, 'Très bon atelier, le gâteau nantais est délicieux. Un peu court pour le kouign-amann.'),
      review(5, 0, "Manon est adorable, on a passé un super moment et on s'est régalés."),
      review(4, 0, 'Bon atelier, je regrette juste de ne pas avoir eu le temps de tourner plus de galettes.'),
    ],
  },
];

/* ───────────── Demo accounts ───────────── */

const DEMO_PASSWORD = 'kookers-demo';

/** The client: past bookings, reviews written, bookings to come. */
export const DEMO_CLIENT: DemoAccount = { uid: 'client-01', email: 'client@kookers.fr', password: DEMO_PASSWORD };

/** The Kooker: owns Claire Dubois' published profile. */
export const DEMO_KOOKER: DemoAccount = { uid: 'kooker-claire-dubois', email: 'kooker@kookers.fr', password: DEMO_PASSWORD };

/* ───────────── Pools of the synthetic Kookers (--kookers N) ───────────── */

export const SYNTHETIC_FIRST_NAMES = [
  'Alice',
  'Baptiste',
  'Céline',
  'David',
  'Élise',
  'François',
  'Gabrielle',
  'Hugo',
  'Isabelle',
  'Jérôme',
  'Karine',
  'Louis',
  'Margaux',
  'Nathan',
  'Océane',
  'Paul',
  'Quentin',
  'Rose',
  'Samuel',
  'Tiphaine',
  'Ugo',
  'Valentine',
  'William',
  'Yasmine',
  'Zoé',
  'Adrien',
  'Bérénice',
  'Clément',
  'Diane',
  'Étienne',
] as const;

export const SYNTHETIC_LAST_NAMES = [
  'André',
  'Bonnet',
  'Carpentier',
  'Delmas',
  'Esnault',
  'Fabre',
  'Gauthier',
  'Henry',
  'Jacquet',
  'Klein',
  'Laurent',
  'Masson',
  'Noël',
  'Olivier',
  'Picard',
  'Renaud',
  'Schmitt',
  'Tessier',
  'Vidal',
  'Weber',
  'Barbier',
  'Caron',
  'Dumont',
  'Fleury',
  'Guerin',
  'Huet',
  'Lacroix',
  'Marty',
  'Perret',
  'Roussel',
] as const;

/** Bios without a city or a name, so any synthetic Kooker can have one. */
export const SYNTHETIC_BIOS = [
  "Cuisinier passionné depuis toujours, je partage une cuisine de saison, simple et généreuse. Mes cours se déroulent chez vous, dans une ambiance détendue. J'aime expliquer le pourquoi de chaque geste pour que vous puissiez refaire les recettes seul. Les produits viennent de producteurs que je connais personnellement.",
  "J'ai appris à cuisiner aux côtés de ma grand-mère, puis en voyageant. Je propose des ateliers conviviaux où l'on cuisine autant qu'on discute. Chaque participant repart avec les recettes et quelques astuces de chef. Les groupes d'amis et les familles sont les bienvenus.",
  "Ancienne restauratrice, je me consacre aujourd'hui à la transmission. J'adapte mes menus aux envies, aux régimes et aux allergies de chacun. Mes cours sont structurés mais jamais stressants. Le plus important pour moi : que l'on se régale ensemble à la fin.",
  'La cuisine est pour moi une affaire de partage. Je viens chez vous avec mes couteaux, mes épices et beaucoup de bonne humeur. Mes ateliers conviennent aux débutants comme aux cuisiniers confirmés. Je privilégie toujours les produits locaux et de saison.',
  "Formé en école hôtelière, j'ai travaillé plusieurs années en brigade avant de devenir chef à domicile. J'aime transmettre les techniques professionnelles de façon accessible. Mes cours allient rigueur, gourmandise et bonne humeur.",
  "Passionnée de pâtisserie et de pain, je transforme votre cuisine en atelier le temps d'un après-midi. On pèse, on pétrit, on façonne, et on goûte beaucoup ! Les enfants sont les bienvenus à partir de 8 ans. Tout le matériel spécifique est fourni.",
] as const;

export const SYNTHETIC_EXPERIENCES = [
  "Dix ans d'expérience en restauration traditionnelle, puis chef à domicile depuis 2019.",
  'Cinq ans en brigade dans des restaurants gastronomiques, et des ateliers pour particuliers depuis 2020.',
  "Autodidacte, j'ai tenu une table d'hôtes pendant sept ans avant de proposer des cours à domicile.",
  'Formation en école hôtelière, huit ans de traiteur événementiel, et des ateliers en entreprise depuis 2021.',
] as const;

/** Reviews that fit any service. */
export const SYNTHETIC_REVIEWS = [
  { rating: 5, comment: 'Un moment formidable, des recettes délicieuses et un Kooker très pédagogue. Je recommande !' },
  { rating: 5, comment: "Parfait du début à la fin. Tout le monde a participé et on s'est régalés." },
  { rating: 4, comment: 'Très bon cours, bien organisé. Un peu court pour tout assimiler, mais les recettes nous ont été envoyées.' },
  { rating: 5, comment: 'Produits de qualité, explications claires, ambiance détendue. À refaire !' },
  { rating: 4, comment: 'Belle découverte, plats savoureux. Petit retard au démarrage mais rien de grave.' },
  { rating: 3, comment: "Correct, mais je m'attendais à un peu plus de technique pour ce prix." },
  { rating: 5, comment: "Un cadeau d'anniversaire très apprécié. Merci pour cette belle expérience !" },
  { rating: 4, comment: 'Bonne soirée et bonne cuisine. On a appris plein de petites astuces utiles.' },
] as const;
