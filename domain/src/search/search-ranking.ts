/**
 * How the results of a search are ranked, in French, for the page « Comment les résultats sont
 * classés » (web/src/app/routes/ranking.tsx; Code de la consommation, article L.111-7 II): one
 * text per sort of SORTS, written from the order each one asks of Firestore (ORDER_BY and
 * `searchQueryOf`, ./search-query.ts; the distance bands, ./search-reach.ts). A sort added to
 * SORTS without its text here does not compile, and the test checks the page lists them all.
 */
import { PRICE_BRACKETS } from '../kookers/search-facet-shapes';
import { MIN_RATINGS } from './search-facets';
import { SORTS, defaultSortOf, type SortId } from './search-query';
import { REACH_BANDS_KM } from './search-reach';

export interface SortRanking {
  /** When the sort is offered, and whether it is the default. */
  offered: string;
  /** The order, criterion after criterion. */
  order: string[];
  /** What does not count in it. */
  ignores: string;
}

const bands = REACH_BANDS_KM.slice(1, -1).join(', ');
const lastBand = REACH_BANDS_KM[REACH_BANDS_KM.length - 1];
const TIES = 'à égalité, un ordre fixe qui ne dit rien du Kooker : celui de son identifiant technique.';

export const SORT_RANKING: Record<SortId, SortRanking> = {
  proximite: {
    offered: 'Proposé seulement quand une commune est indiquée ; c’est alors le tri par défaut.',
    order: [
      `la distance entre le centre de la commune du Kooker et celui de la commune cherchée, par tranches : la même commune d’abord, puis jusqu’à ${bands} et ${lastBand} km (jamais l’adresse de personne) ;`,
      'dans une même tranche, la note moyenne, de la plus haute à la plus basse (un Kooker sans avis a une note de 0 et vient après les autres de sa tranche), puis le nombre d’avis, du plus grand au plus petit ;',
      TIES,
    ],
    ignores: 'Le prix et les disponibilités ne comptent pas dans ce tri.',
  },
  note: {
    offered: 'Le tri par défaut quand aucune commune n’est indiquée ; toujours proposé.',
    order: [
      'la note moyenne des avis publiés, arrondie au dixième, de la plus haute à la plus basse (un Kooker sans avis a une note de 0 et vient après les autres) ;',
      'puis le nombre d’avis, du plus grand au plus petit ;',
      TIES,
    ],
    ignores: 'La distance, le prix et les disponibilités ne comptent pas dans ce tri.',
  },
  prix: {
    offered: 'Toujours proposé.',
    order: [
      'le prix par personne de la prestation la moins chère du Kooker (le « À partir de … » de sa carte), du moins cher au plus cher ;',
      TIES,
    ],
    ignores: 'La note, la distance et les disponibilités ne comptent pas dans ce tri.',
  },
  disponibilite: {
    offered: 'Toujours proposé.',
    order: [
      'le premier créneau libre du Kooker, date et heure, du plus proche au plus lointain (un Kooker sans créneau libre vient en dernier) ; ce créneau est recalculé chaque fois que ses créneaux changent (une réservation, ses disponibilités) et chaque nuit ;',
      TIES,
    ],
    ignores: 'La note, le prix et la distance ne comptent pas dans ce tri.',
  },
};

/** The sorts a search offers, in its order, each with its ranking: what the page lists. */
export const sortRankings = () => SORTS.map((sort) => ({ ...sort, ranking: SORT_RANKING[sort.id] }));

/** What holds whatever the sort: who is listed, what the filters do, what no one can buy. */
export const RANKING_PRINCIPLES: readonly string[] = [
  'Seuls apparaissent les Kookers dont le profil est publié : un profil en brouillon, mis en pause ou suspendu par l’équipe Kookers n’apparaît pas. Tout Kooker publié apparaît dans chaque tri, qu’il ait déjà des avis ou non.',
  'Aucun Kooker ne paie, et aucun ne peut payer, pour être mieux classé : Kookers ne vend aucune mise en avant, et la commission est la même pour tous. Aucun classement ne tient compte de ce que Kookers gagne sur un Kooker.',
  `Sans tri choisi, le classement est « ${SORTS.find((sort) => sort.id === defaultSortOf(''))?.label ?? ''} », ou « ${SORTS.find((sort) => sort.id === defaultSortOf('Paris'))?.label ?? ''} » quand une commune est indiquée.`,
];

/** What each filter keeps out: filters exclude, they never reorder. */
export const FILTER_EXCLUSIONS: readonly string[] = [
  'le texte : les Kookers dont le nom, les spécialités, les prestations ou la ville ne contiennent pas tous les mots cherchés (sans tenir compte des accents ni des majuscules) ;',
  'la commune : les Kookers qui n’y habitent pas et dont la zone d’intervention ne l’atteint pas (distance entre les centres des deux communes) ;',
  'les spécialités : les Kookers qui n’en proposent aucune parmi celles cochées ;',
  `le prix : les Kookers dont la prestation la moins chère n’est pas dans la tranche choisie (${PRICE_BRACKETS.map((bracket) => bracket.label.toLowerCase()).join(', ')}) ;`,
  `la note minimale (${MIN_RATINGS.map((rating) => String(rating.value).replace('.', ',')).join(', ')}) : les Kookers dont la note est plus basse, et ceux qui n’ont encore aucun avis ;`,
  'les disponibilités : les Kookers qui n’ont aucun créneau libre dans la période choisie (cette semaine, la semaine prochaine, ce mois-ci) ;',
  'les participants : les Kookers dont la capacité d’accueil est trop petite.',
];
