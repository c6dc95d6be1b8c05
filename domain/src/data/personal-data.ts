/**
 * Personal data mapped once (docs/modele-de-donnees.md, « Données personnelles d'un compte »):
 * for every collection of the seam (./model.ts), how one person's documents are found, what
 * « Télécharger mes données » puts in the file (exportMyData) and what « Supprimer mon compte »
 * does with them (deleteMyAccount) — delete, anonymise which fields, or keep — each with its why.
 * Both callables only interpret this table (functions/src/accounts/): a collection added to the
 * seam without its entry does not compile, and personal-data.test.ts says which one is missing.
 *
 * Beside the table, the callables keep what is not a collection: the Firebase Auth record (its
 * address, verified or not, and its dates exported; the user deleted last) and, before any write,
 * the refusal while a confirmed booking stands in the way (docs/produit.md, « Compte »).
 */
import { FORMER_MEMBER_NAME } from '../accounts/accounts';
import { collections, type CollectionName } from './model';
import { record, texts, type Data } from '../rules/read';

/** How one person's documents of a collection are found, from their uid (and their address). */
export type Finder =
  /** The document whose id is the uid. */
  | { readonly by: 'id' }
  /** The documents whose `field` is the uid — with `list`, whose list `field` holds it. */
  | { readonly by: 'field'; readonly field: string; readonly list?: true }
  /**
   * A subcollection: under each of the person's documents of its parent collection (the seam's
   * path says which) — with `field`, only those whose `field` is the uid.
   */
  | { readonly by: 'under'; readonly field?: string }
  /**
   * The documents with the id, and the parent, of those the part named `as` finds (in the same
   * list: export's or delete's), among those that exist — with `mine` and `flagged`, only of those
   * whose `mine` field is the uid and whose `flagged` field is true.
   */
  | { readonly by: 'sameId'; readonly as: string; readonly mine?: string; readonly flagged?: string }
  /**
   * Contact messages (functions/src/contact/own-contact-messages.ts): those sent signed in as the
   * account, and a visitor's from its address once that address is verified.
   */
  | { readonly by: 'contact' }
  /** The documents whose `field` is the account's address — only once it is verified, none otherwise. */
  | { readonly by: 'verifiedAddress'; readonly field: string }
  /** The account's call counters of the current hour, one per limited callable (`{callable}-{hour}-{uid}`). */
  | { readonly by: 'currentHour' }
  /** Not looked for: the why says why. */
  | { readonly by: 'none' };

/** Some of a person's documents in the downloaded file. */
export interface ExportPart {
  /** What a `sameId` finder of the export names. */
  readonly name?: string;
  readonly find: Finder;
  /**
   * Where in the file: a key (`a.b` nests), the collection's name unless said. A document found
   * `under` a parent goes into each parent's item, under this key. An `id` finder gives one
   * document (`null` when absent), the others a list.
   */
  readonly at?: string;
  /** Only these fields are read (the rest, bytes or a secret, never leaves the database). */
  readonly fields?: readonly string[];
  /** The list in this field's order. */
  readonly orderBy?: string;
  /** Each item's address on the site, `{id}` its id. */
  readonly url?: string;
  /** The document goes under this key of its item, beside what is found under it. */
  readonly nest?: string;
  /** `{ exists }`, and the `fields` only when it exists. */
  readonly presence?: true;
  /** Only its `value` field, into the item of the document it shares its id with (the part `find.as`), under `at`. */
  readonly intoItem?: { readonly value: string };
}

/** What deleting an account does with some of the person's documents. */
export type DeletePart = {
  /** What a `sameId` finder of the deletion names. */
  readonly name?: string;
  readonly find: Finder;
  readonly why: string;
} & (
  | { readonly action: 'delete' }
  | { readonly action: 'keep' }
  | {
      readonly action: 'anonymise';
      /** The fields rewritten — dotted for a nested one —, nothing else. */
      readonly fields: readonly string[];
      /** The update: for the fields above, their empty or « Ancien membre » value. */
      readonly rewrite: (data: Data, uid: string) => Data;
    }
);

export interface PersonalDataEntry {
  /** What one of its documents holds about a person. */
  readonly holds: string;
  /** « Télécharger mes données »: the parts exported (none: excluded), and why. */
  readonly export: { readonly why: string; readonly parts: readonly ExportPart[] };
  /** « Supprimer mon compte »: what becomes of each kind of the person's documents, and why. */
  readonly delete: readonly [DeletePart, ...DeletePart[]];
}

/** What a photo's metadata holds: everything but its bytes, which `/images/{id}` serves. */
const IMAGE_FIELDS = ['ownerId', 'contentType', 'width', 'height', 'smallWidth', 'smallHeight', 'createdAt'];

/** A booking as its client left it: their name, contacts, note and — when it took place at theirs — address go. */
function bookingOfFormerClient(data: Data): Data {
  const atClient = record(data.place).location !== 'kooker';
  return {
    clientName: FORMER_MEMBER_NAME,
    'contacts.client': { firstName: '', lastName: '', phone: '' },
    'dietary.note': '',
    ...(atClient ? { 'place.address': '' } : {}),
  };
}

/** A booking as its Kooker left it: their name, city, phone and — when it took place at theirs — address go. */
function bookingOfFormerKooker(data: Data): Data {
  const atKooker = record(data.place).location === 'kooker';
  return {
    kooker: { firstName: FORMER_MEMBER_NAME, lastName: '', city: '' },
    'contacts.kookerPhone': '',
    ...(atKooker ? { 'place.address': '' } : {}),
  };
}

/** A review by a former member: the rating and the words stay, so the Kooker's rating does not move. */
const reviewOfFormerMember = (): Data => ({ author: FORMER_MEMBER_NAME });

/** A conversation with a former member: their name (and a Kooker's photo) go, it takes no new message. */
function conversationWithFormerMember(data: Data, uid: string): Data {
  const asTheClient = data.clientId === uid;
  return {
    ...(asTheClient ? { clientName: FORMER_MEMBER_NAME } : { kookerName: FORMER_MEMBER_NAME, kookerImage: null }),
    unreadFor: texts(data.unreadFor).filter((member) => member !== uid),
    closed: true,
  };
}

const TECHNICAL = 'Aucun : un document technique, qui ne dit rien de la personne que le fichier ne dise déjà.';

/**
 * The registry, one entry per collection. Its order is the file's: `exportMyData` fills the file
 * entry after entry.
 */
export const personalData: { readonly [Name in CollectionName]: PersonalDataEntry } = {
  users: {
    holds:
      'Le profil privé : prénom, nom, téléphone, adresse, choix de courriels ; d’un Kooker, son numéro vérifié par SMS et son assurance (assureur, contrat, date de fin).',
    export: { why: 'Le document entier : la personne le tient elle-même.', parts: [{ find: { by: 'id' }, at: 'profile' }] },
    delete: [{ find: { by: 'id' }, action: 'delete', why: 'Personne d’autre ne le lit : sans compte, rien ne justifie de le garder.' }],
  },
  kookers: {
    holds: 'Le profil public d’un Kooker : nom, ville, présentation, tarifs, photos, suspension éventuelle.',
    export: {
      why: 'Le profil entier avec ses prestations (`kooker: { profile, services }`, `null` pour qui n’est pas Kooker).',
      parts: [{ find: { by: 'id' }, at: 'kooker', nest: 'profile' }],
    },
    delete: [
      {
        find: { by: 'id' },
        action: 'delete',
        why: 'Mis en pause d’abord, dans la transaction qui vérifie les réservations (plus personne ne le réserve), puis supprimé juste après ses prestations : la page publique disparaît.',
      },
    ],
  },
  services: {
    holds: 'Les prestations d’un Kooker : nom, prix, menu, photos.',
    export: { why: 'Les documents entiers, dans le profil de Kooker.', parts: [{ find: { by: 'under' } }] },
    delete: [{ find: { by: 'under' }, action: 'delete', why: 'Supprimées avant le profil, qui n’existe pas sans elles.' }],
  },
  images: {
    holds: 'Les photos d’un Kooker (les octets et leurs métadonnées).',
    export: {
      why: 'Les métadonnées seulement, chacune avec son adresse : les octets s’y téléchargent tant que le compte existe.',
      parts: [{ find: { by: 'field', field: 'ownerId' }, fields: IMAGE_FIELDS, url: '/images/{id}' }],
    },
    delete: [{ find: { by: 'field', field: 'ownerId' }, action: 'delete', why: 'Ses photos : aucune page ne les montre plus.' }],
  },
  imageQuotas: {
    holds: 'Le nombre de photos d’un Kooker.',
    export: { why: 'Le document entier.', parts: [{ find: { by: 'id' }, at: 'imageQuota' }] },
    delete: [{ find: { by: 'id' }, action: 'delete', why: 'Un compteur qui ne vaut qu’avec ses photos, supprimées.' }],
  },
  availability: {
    holds: 'Les créneaux libres d’un Kooker publié.',
    export: { why: 'Le document entier.', parts: [{ find: { by: 'id' } }] },
    delete: [{ find: { by: 'id' }, action: 'delete', why: 'Les créneaux d’un profil qui n’existe plus.' }],
  },
  bookings: {
    holds: 'Les réservations : les deux parties, leurs noms et coordonnées, l’adresse, les montants et leur registre.',
    export: {
      why: 'Les documents entiers, des deux côtés : comme client et comme Kooker.',
      parts: [
        { name: 'asClient', find: { by: 'field', field: 'clientId' }, at: 'bookings.asClient' },
        { find: { by: 'field', field: 'kookerId' }, at: 'bookings.asKooker' },
      ],
    },
    delete: [
      {
        name: 'asClient',
        find: { by: 'field', field: 'clientId' },
        action: 'anonymise',
        fields: ['clientName', 'contacts.client', 'dietary.note', 'place.address'],
        rewrite: bookingOfFormerClient,
        why: 'Gardées pour le Kooker, et la loi impose de garder les pièces comptables (montants, registre, dates, allergènes) : le nom, les coordonnées et la note du client sont vidés, et l’adresse si la prestation avait lieu chez lui.',
      },
      {
        find: { by: 'field', field: 'kookerId' },
        action: 'anonymise',
        fields: ['kooker', 'contacts.kookerPhone', 'place.address'],
        rewrite: bookingOfFormerKooker,
        why: 'Gardées pour le client, et pour la comptabilité : le nom, la ville et le téléphone du Kooker sont vidés, et l’adresse si la prestation avait lieu chez lui.',
      },
    ],
  },
  offerRequests: {
    holds: 'Les demandes d’offre : l’occasion, la date, le nombre d’invités, l’adresse, le budget, les allergènes et le message du client.',
    export: {
      why: 'Les documents entiers, des deux côtés : celles qu’il a faites comme client et reçues comme Kooker.',
      parts: [
        { find: { by: 'field', field: 'clientId' }, at: 'offerRequests.sent' },
        { find: { by: 'field', field: 'kookerId' }, at: 'offerRequests.received' },
      ],
    },
    delete: [
      {
        find: { by: 'field', field: 'clientId' },
        action: 'delete',
        why: 'Les siennes, des deux côtés : une demande n’est pas une pièce comptable, la réservation qui en est née garde ce que la loi demande.',
      },
      { find: { by: 'field', field: 'kookerId' }, action: 'delete', why: 'Celles reçues : plus personne ne peut y répondre.' },
    ],
  },
  offers: {
    holds: 'Les offres des Kookers : le menu, la date, le prix, l’adresse et les allergènes du client.',
    export: {
      why: 'Les documents entiers, des deux côtés : celles reçues comme client et envoyées comme Kooker.',
      parts: [
        { find: { by: 'field', field: 'clientId' }, at: 'offers.received' },
        { find: { by: 'field', field: 'kookerId' }, at: 'offers.sent' },
      ],
    },
    delete: [
      {
        find: { by: 'field', field: 'clientId' },
        action: 'delete',
        why: 'Celles reçues : une offre acceptée est devenue une réservation, qui garde ses montants.',
      },
      { find: { by: 'field', field: 'kookerId' }, action: 'delete', why: 'Celles envoyées : plus personne ne peut les accepter.' },
    ],
  },
  reviews: {
    holds: 'Les avis publiés : le nom affiché de l’auteur, sa note, ses mots ; la réponse du Kooker.',
    export: {
      why: 'Ceux qu’il a écrits (retrouvés par ses réservations de client : un avis ne nomme aucun compte) et ceux qu’il a reçus comme Kooker.',
      parts: [
        { find: { by: 'sameId', as: 'asClient' }, at: 'reviews.written' },
        { find: { by: 'field', field: 'kookerId' }, at: 'reviews.received' },
      ],
    },
    delete: [
      {
        find: { by: 'sameId', as: 'asClient' },
        action: 'anonymise',
        fields: ['author'],
        rewrite: reviewOfFormerMember,
        why: 'Ceux qu’il a écrits restent, sous le nom « Ancien membre » : la note du Kooker ne bouge pas.',
      },
      {
        find: { by: 'field', field: 'kookerId' },
        action: 'keep',
        why: 'Ceux qu’il a reçus restent tels quels : ce sont les mots du client, qui les retrouve sur sa réservation ; plus publiés, la page du Kooker n’existant plus.',
      },
    ],
  },
  hiddenReviews: {
    holds: 'Les avis que l’équipe a masqués : ceux d’un avis publié, plus la raison.',
    export: {
      why: 'Aucun document : chaque réservation exportée en garde la copie (`review`, marquée masquée) ; la raison est celle de l’équipe.',
      parts: [],
    },
    delete: [
      {
        find: { by: 'sameId', as: 'asClient' },
        action: 'anonymise',
        fields: ['author'],
        rewrite: reviewOfFormerMember,
        why: 'Ceux qu’il a écrits restent pour l’équipe sous le nom « Ancien membre », comme les avis publiés (la note et les mots restent) : un avis que l’équipe republie l’est sous ce nom.',
      },
      {
        find: { by: 'field', field: 'kookerId' },
        action: 'keep',
        why: 'Ceux qu’il a reçus restent tels quels, comme les avis publiés : ce sont les mots du client.',
      },
    ],
  },
  conversations: {
    holds: 'Les conversations : les deux membres, leurs noms, la photo du Kooker, les non-lus.',
    export: {
      why: 'Celles dont il est membre, chacune avec ses messages et ses messages pas encore remis.',
      parts: [{ find: { by: 'field', field: 'members', list: true } }],
    },
    delete: [
      {
        find: { by: 'field', field: 'members', list: true },
        action: 'anonymise',
        fields: ['clientName', 'kookerName', 'kookerImage', 'unreadFor', 'closed'],
        rewrite: conversationWithFormerMember,
        why: 'Gardées pour l’autre membre, dont c’est le fil : son nom devient « Ancien membre », sa photo de Kooker part, et la conversation est fermée aux nouveaux messages.',
      },
    ],
  },
  messages: {
    holds: 'Les messages d’une conversation, de ses deux membres.',
    export: {
      why: 'Tous ceux de ses conversations, des deux membres, dans l’ordre : ce sont les échanges qu’il a eus.',
      parts: [{ name: 'thread', find: { by: 'under' }, orderBy: 'createdAt' }],
    },
    delete: [
      {
        find: { by: 'under' },
        action: 'keep',
        why: 'Gardés : c’est aussi le fil de l’autre membre ; leur auteur n’y est qu’un uid, qui ne désigne plus personne.',
      },
    ],
  },
  outbox: {
    holds: 'Les messages d’un membre pas encore remis.',
    export: { why: 'Les siens, dans chaque conversation.', parts: [{ find: { by: 'under', field: 'authorId' }, at: 'pending' }] },
    delete: [
      {
        find: { by: 'under', field: 'authorId' },
        action: 'delete',
        why: 'Les siens : rien de lui ne doit plus être remis, la conversation est fermée.',
      },
    ],
  },
  originals: {
    holds: 'Le texte d’origine d’un message masqué tant qu’aucune réservation ne lie les deux membres.',
    export: {
      why: 'Celui de ses propres messages masqués, à côté de leur version masquée ; pas celui de l’autre, qui ne se montre qu’après une réservation.',
      parts: [{ find: { by: 'sameId', as: 'thread', mine: 'authorId', flagged: 'masked' }, at: 'original', intoItem: { value: 'text' } }],
    },
    delete: [
      {
        find: { by: 'under' },
        action: 'delete',
        why: 'Tous ceux de ses conversations : aucune réservation ne pouvant plus suivre, rien ne sera plus démasqué.',
      },
    ],
  },
  inboxes: {
    holds: 'Les non-lus d’un membre.',
    export: { why: 'Le document entier.', parts: [{ find: { by: 'id' }, at: 'inbox' }] },
    delete: [{ find: { by: 'id' }, action: 'delete', why: 'Ses non-lus : plus personne ne les lit.' }],
  },
  calendarFeeds: {
    holds: 'Le secret de l’adresse du calendrier d’un Kooker.',
    export: {
      why: 'Seulement s’il existe, et sa date : le secret ouvre l’agenda à qui le lit (« Réservations reçues » le donne).',
      parts: [{ find: { by: 'id' }, at: 'calendarFeed', presence: true, fields: ['updatedAt'] }],
    },
    delete: [{ find: { by: 'id' }, action: 'delete', why: 'Le calendrier d’un Kooker qui n’existe plus.' }],
  },
  reports: {
    holds: 'Les signalements : qui signale, quoi, pourquoi, en ses mots.',
    export: {
      why: 'Ceux qu’il a faits ; pas ceux qui le visent, que la personne signalée ne voit jamais.',
      parts: [{ find: { by: 'field', field: 'reporterId' } }],
    },
    delete: [
      {
        find: { by: 'field', field: 'reporterId' },
        action: 'keep',
        why: 'Gardés pour l’équipe (modération, récidive) : l’uid qu’ils portent ne désigne plus personne.',
      },
    ],
  },
  contactMessages: {
    holds: 'Les messages au formulaire de contact : nom, adresse, sujet, message.',
    export: {
      why: 'Ceux écrits connecté à ce compte et, une fois son adresse vérifiée, ceux d’un visiteur depuis cette adresse : on peut ouvrir un compte avec l’adresse de quelqu’un d’autre, pas lire ce qu’il nous a écrit.',
      parts: [{ find: { by: 'contact' } }],
    },
    delete: [
      {
        find: { by: 'contact' },
        action: 'delete',
        why: 'Les mêmes : sans compte ni adresse, l’équipe ne pourrait plus y répondre, et ils disent souvent plus que le reste (une situation, un litige).',
      },
    ],
  },
  mail: {
    holds: 'Les courriels envoyés : l’adresse, le sujet, le texte.',
    export: { why: 'Aucun : ce qu’ils disent (réservations, rappels, avis, messages) est déjà dans le fichier.', parts: [] },
    delete: [
      {
        find: { by: 'verifiedAddress', field: 'to' },
        action: 'delete',
        why: 'Ceux envoyés à son adresse, si elle est vérifiée : un compte ouvert avec l’adresse de quelqu’un d’autre n’efface pas ce qui a été envoyé à son titulaire.',
      },
    ],
  },
  slotLocks: {
    holds: 'Le verrou d’un créneau réservé : le Kooker, le jour, l’heure, la réservation.',
    export: { why: TECHNICAL, parts: [] },
    delete: [
      {
        find: { by: 'field', field: 'kookerId' },
        action: 'delete',
        why: 'Ceux de ses créneaux de Kooker : aucun ne garde plus un créneau à venir.',
      },
    ],
  },
  heldContacts: {
    holds: 'Le téléphone et l’adresse qu’un client a donnés pour une réservation pas encore payée, que personne ne lit avant le paiement.',
    export: {
      why: 'Les siens, comme client : ce qu’il a donné pour chaque réservation qui attend son paiement.',
      parts: [{ find: { by: 'field', field: 'clientId' }, at: 'heldContacts' }],
    },
    delete: [
      {
        find: { by: 'field', field: 'clientId' },
        action: 'delete',
        why: 'Les siens : aucune de ses réservations ne sera plus payée.',
      },
      {
        find: { by: 'field', field: 'kookerId' },
        action: 'delete',
        why: 'Ceux des réservations de ses prestations : aucune n’aura plus lieu.',
      },
    ],
  },
  messageNotices: {
    holds: 'Le courriel de non-lus à envoyer à un membre.',
    export: { why: TECHNICAL, parts: [] },
    delete: [{ find: { by: 'field', field: 'uid' }, action: 'delete', why: 'Les siens : plus rien ne lui sera envoyé.' }],
  },
  messageLimits: {
    holds: 'Les compteurs de la messagerie d’un membre.',
    export: { why: TECHNICAL, parts: [] },
    delete: [{ find: { by: 'id' }, action: 'delete', why: 'Des compteurs d’un compte qui n’existe plus.' }],
  },
  callLimits: {
    holds: 'Les appels d’un membre à une function limitée, par heure.',
    export: { why: TECHNICAL, parts: [] },
    delete: [
      {
        find: { by: 'currentHour' },
        action: 'delete',
        why: 'Ceux de l’heure en cours ; les plus anciens partent seuls (politique TTL sur `expiresAt`).',
      },
    ],
  },
  contactLimits: {
    holds: 'Les messages de contact d’une heure, par empreinte salée d’adresse.',
    export: { why: 'Aucun : ni uid ni adresse en clair, rien ne les relie à un compte.', parts: [] },
    delete: [
      {
        find: { by: 'none' },
        action: 'keep',
        why: 'Rien ne les relie à un compte (une empreinte salée, jamais l’adresse) ; ils expirent à la fin de leur heure (TTL).',
      },
    ],
  },
  operatorLog: {
    holds: 'Le journal des actions de l’équipe : l’action, le document visé, la raison.',
    export: {
      why: 'Aucun : le journal de l’équipe ; une suspension et sa raison sont dans le profil de Kooker, exporté.',
      parts: [],
    },
    delete: [
      {
        find: { by: 'none' },
        action: 'keep',
        why: 'Gardé : la trace de ce que l’équipe a fait (annulations, remboursements, suspensions) reste, comme les réservations qu’elle touche ; un compte n’y est qu’un chemin qui ne désigne plus personne.',
      },
    ],
  },
  payoutAccounts: {
    holds:
      'Le compte de versement d’un Kooker : le titulaire, les 4 derniers caractères de son IBAN et son empreinte, ses changements des 30 derniers jours, ce qu’il doit.',
    export: { why: 'Le sien.', parts: [{ find: { by: 'id' }, at: 'payoutAccount' }] },
    delete: [
      {
        find: { by: 'id' },
        action: 'delete',
        why: 'Le sien : un compte n’est supprimé que solde vide et rien en cours (docs/argent.md) ; le prestataire garde ce que la loi lui fait garder.',
      },
    ],
  },
  payouts: {
    holds: 'Les versements hebdomadaires d’un Kooker : montants, réservations, état.',
    export: { why: 'Les siens.', parts: [{ find: { by: 'field', field: 'kookerId' }, at: 'payouts' }] },
    delete: [
      {
        find: { by: 'field', field: 'kookerId' },
        action: 'keep',
        why: 'Gardés : des pièces comptables, conservées dix ans (code de commerce, art. L123-22), comme les réservations.',
      },
    ],
  },
  processorEvents: {
    holds: 'Les événements du prestataire de paiement déjà traités : leur type et l’objet visé.',
    export: { why: TECHNICAL, parts: [] },
    delete: [{ find: { by: 'none' }, action: 'keep', why: 'Aucune donnée d’un membre : un identifiant d’objet du prestataire.' }],
  },
  reconciliations: {
    holds: 'Le rapprochement quotidien du registre et du prestataire.',
    export: { why: TECHNICAL, parts: [] },
    delete: [{ find: { by: 'none' }, action: 'keep', why: 'Des écarts de montants, par réservation : aucune donnée d’un membre.' }],
  },
  invoices: {
    holds: 'Le numéro de chaque facture de commission d’un Kooker, et le compteur de leur suite.',
    export: {
      why: 'Les siennes, regénérées à la demande depuis « Mon solde ».',
      parts: [{ find: { by: 'field', field: 'kookerId' }, at: 'invoices' }],
    },
    delete: [
      {
        find: { by: 'field', field: 'kookerId' },
        action: 'keep',
        why: 'Gardées : une facture émise ne disparaît pas de la suite (code général des impôts, art. 242 nonies A ; dix ans).',
      },
    ],
  },
  simulatedProcessor: {
    holds: 'Le prestataire de paiement simulé de la plateforme locale ; jamais écrit en production.',
    export: { why: TECHNICAL, parts: [] },
    delete: [{ find: { by: 'none' }, action: 'keep', why: 'Seulement sur la plateforme locale : des objets simulés.' }],
  },
  simulatedEvents: {
    holds: 'Les événements du prestataire simulé à livrer au webhook ; jamais écrit en production.',
    export: { why: TECHNICAL, parts: [] },
    delete: [{ find: { by: 'none' }, action: 'keep', why: 'Seulement sur la plateforme locale : des événements simulés.' }],
  },
  triggerRuns: {
    holds: 'Les marques des déclencheurs de la plateforme locale (versions d’un document traitées) ; jamais écrit en production.',
    export: { why: TECHNICAL, parts: [] },
    delete: [{ find: { by: 'none' }, action: 'keep', why: 'Seulement sur la plateforme locale : des marques de test.' }],
  },
  taxProfiles: {
    holds:
      'Les informations fiscales d’un Kooker pour la déclaration DAC7 : nom et prénoms de l’état civil, date de naissance, adresse de résidence, numéro d’identification fiscale.',
    export: { why: 'Les siennes.', parts: [{ find: { by: 'id' }, at: 'taxProfile' }] },
    delete: [
      {
        find: { by: 'id' },
        action: 'keep',
        why: 'Gardées, avec une copie du compte de versement qui, lui, est supprimé : les revenus d’une année se déclarent en janvier de la suivante, et la plateforme conserve les informations déclarées (directive 2011/16/UE modifiée par la directive (UE) 2021/514, annexe V : de cinq à dix ans) ; dix ans après la fin de l’année de la suppression, comme le registre et les versements (code de commerce, art. L123-22), puis supprimées (`retainUntil`, docs/exploitation.md).',
      },
    ],
  },
};

/** The notes at the head of the downloaded file, on what it holds and how. */
export const exportNotes = {
  photos:
    'Vos photos ne sont pas recopiées dans ce fichier : chacune se télécharge à l’adresse indiquée (url, et url/small pour sa miniature), tant que votre compte existe.',
  calendarFeed:
    'L’adresse secrète de votre calendrier n’est pas dans ce fichier (elle ouvre votre agenda à qui la lit) : « Réservations reçues » la donne.',
  emails: 'Vos choix de courriels sont dans profile.emails (absent : tous les courriels sont envoyés).',
  reviews:
    'Un avis ne nomme aucun compte : ceux que vous avez écrits sont retrouvés par vos réservations (l’id d’un avis est celui de sa réservation).',
} as const;

/** The collection a subcollection's documents are under (the seam's path says it), or null for a top-level one. */
export function parentCollection(name: CollectionName): CollectionName | null {
  // Ids are named as each path pleases ('kookers/{uid}', 'kookers/{kookerId}/services/…'): compare without them.
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  const parentPath = shape(collections[name].path.split('/').slice(0, -2).join('/'));
  if (parentPath === '') return null;
  return (Object.keys(collections) as CollectionName[]).find((other) => shape(collections[other].path) === parentPath) ?? null;
}
