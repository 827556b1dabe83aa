/**
 * The articles' text in French, by slug (article-bodies.ts is the English; shared/src/content/blog-articles-fr.ts holds the French
 * titles). The same sections as the English, written for French-speaking buyers building in Ghana or nearby;
 * general guidance, not a substitute for advice on a specific plot.
 */
export const ARTICLE_BODIES_FR: Record<string, string> = {
  'building-permits-in-tema-and-accra': `
Le permis de construire est la confirmation, par la mairie, que votre maison peut s’élever là où vous prévoyez de la bâtir. Construire sans permis, c’est s’exposer à un arrêt des travaux, à une amende ou, dans le pire des cas, à une démolition, et c’est rendre le bien plus difficile à vendre, à hypothéquer ou à assurer par la suite. La bonne nouvelle : la plupart des retards viennent de dossiers incomplets, et on peut les éviter.

## Qui délivre le permis

Au Ghana, les permis sont délivrés par l’assemblée métropolitaine, municipale ou de district (l’équivalent de la mairie) dont dépend le terrain. À Tema, c’est la Tema Metropolitan Assembly, et une partie de l’agglomération relève d’assemblées municipales voisines comme Ashaiman, Kpone-Katamanso ou Tema West. Dans de nombreux quartiers de Tema, les terrains sont loués par bail auprès de TDC Development Company (l’ancienne Tema Development Corporation), dont il vous faudra d’abord l’accord. Demandez au service d’urbanisme de l’assemblée quel bureau couvre votre terrain avant de préparer quoi que ce soit.

## Ce qu’il faut préparer

Les exigences varient un peu d’une assemblée à l’autre, mais presque tous les dossiers demandent :

- le formulaire de demande rempli et les frais de dossier ;
- la preuve de propriété ou du bail, comme un titre foncier ou un acte de cession, et pour un terrain de la TDC l’accord du bailleur ;
- un plan de situation établi par un géomètre agréé, montrant les limites du terrain et sa position ;
- les dessins d’architecture : plans des niveaux, façades, coupes et plan de masse montrant la maison sur le terrain ;
- les dessins de structure et, pour les bâtiments à étage, une note de calcul signée par un ingénieur qualifié ;
- le détail de l’assainissement et de la fosse septique ou du raccordement à l’égout.

Les bâtiments plus grands ou commerciaux peuvent aussi demander un rapport de sécurité incendie du Ghana National Fire Service et un permis environnemental de l’EPA.

## Éviter les retards habituels

La plupart des dossiers renvoyés ont les mêmes défauts. Sur le plan de masse, le bâtiment dépasse une ligne de recul ou la limite du terrain. Les papiers du terrain portent un autre nom que celui du demandeur. Les dessins et le plan de situation ne donnent pas la même taille de terrain. Ou bien les détails de structure manquent pour un étage. Vérifiez ces points avant de déposer le dossier et vous gagnerez des semaines.

Gardez une copie de tout ce que vous déposez et demandez un reçu avec un numéro de référence. Faites le suivi en personne : une visite aimable au service d’urbanisme règle souvent une question qui resterait sinon en attente.

## Comment nous vous aidons

Tous nos plans sont livrés sous forme de dessins d’architecture clairs et complets, prêts à être adaptés à votre terrain. Si vous préférez ne pas vous occuper des démarches vous-même, notre équipe peut préparer le dossier complet, coordonner le plan de situation et la note de calcul, le déposer et le suivre jusqu’à l’approbation.
`,

  'designing-for-ghanas-climate': `
La côte du Ghana est chaude et humide toute l’année, avec un soleil fort, de fortes pluies pendant les saisons humides et une brise de mer régulière. Une maison conçue pour ces conditions reste agréable avec peu ou pas de climatisation. Une maison conçue pour un autre climat devient une fournaise qui coûte une fortune à rafraîchir. Voici les cinq choix qui comptent le plus.

## 1. Bien orienter la maison

Le soleil bas du matin et du soir frappe surtout les murs est et ouest. Gardez ces murs courts et peu percés, et orientez les grands côtés de la maison au nord et au sud. Les chambres à l’ouest sont les plus chaudes le soir, justement à l’heure du coucher : placez-les plutôt à l’est ou au sud quand c’est possible.

## 2. Laisser passer la brise

L’air ne traverse une pièce que s’il peut entrer d’un côté et sortir de l’autre. Placez les fenêtres sur des murs opposés, évitez que les cloisons ne barrent le passage, et utilisez des persiennes ou des aérations hautes pour que l’air circule même quand les fenêtres sont fermées la nuit. Sur la côte, la brise dominante vient du sud-ouest, de la mer : ouvrez la maison de ce côté.

## 3. Faire de l’ombre avant que le soleil n’atteigne le mur

De larges débords de toit, des vérandas et des pare-soleil au-dessus des fenêtres arrêtent la chaleur avant qu’elle n’entre. Un débord d’environ 900 mm ombrage la plus grande partie d’un mur de plain-pied à midi. Les vérandas deviennent en outre l’espace de vie le plus frais de la maison l’après-midi.

## 4. Évacuer la chaleur par le toit

Un toit reçoit plus de soleil que n’importe quel mur. Un comble ventilé, avec des aérations à l’égout et au faîtage, laisse s’échapper l’air chaud, et une tôle réfléchissante ou de couleur claire, isolée par-dessous, garde le plafond frais. Des plafonds hauts aident aussi : l’air chaud monte au-dessus des têtes.

## 5. Prévoir la pluie

Les orages de mai et juin apportent beaucoup d’eau d’un coup. Des gouttières larges, des descentes d’eau menées loin des fondations, un plancher surélevé et un terrain en pente qui s’éloigne de la maison gardent les murs secs et les sols sans humidité. Les mêmes gouttières peuvent alimenter une citerne d’eau de pluie.

## Tout mettre ensemble

Aucun de ces choix ne coûte cher lorsqu’il figure dans les dessins dès le départ ; tous coûtent cher à ajouter ensuite. Chaque plan de notre catalogue est conçu autour d’eux, et quand nous adaptons un plan à votre terrain, nous le tournons selon votre orientation et votre brise.
`,

  'choosing-walling-materials': `
Les murs sont l’un des plus gros postes du budget d’une maison, et le choix du matériau influe sur la vitesse de construction, le confort intérieur et le vieillissement de la maison. Voici les solutions que la plupart des gens comparent au Ghana.

## Les parpaings de sable-ciment

Les parpaings de sable-ciment (sandcrete), faits de sable, de ciment et d’eau, sont le matériau de mur le plus courant au Ghana. On en trouve partout, les maçons les connaissent bien et ils se montent vite. Le point faible, c’est la qualité : des parpaings dosés avec trop peu de ciment, ou pas assez longtemps séchés, s’effritent et se fissurent. Achetez chez un fabricant que vous pouvez visiter, demandez le dosage, et vérifiez que les parpaings ont séché au moins une semaine avant d’être posés. On utilise d’ordinaire des parpaings creux de 150 mm pour les cloisons et de 225 mm pour les murs extérieurs et porteurs.

## Les briques de terre cuite

Les briques cuites sont solides, belles lorsqu’on les laisse apparentes, et demandent peu d’entretien. Elles emmagasinent la chaleur et la restituent lentement, ce qui régule la température intérieure. Elles coûtent plus cher au mètre carré que le parpaing, peu de fournisseurs en fabriquent et leur pose prend plus de temps, mais un mur de briques bien monté peut rester beau pendant des générations sans peinture.

## Les blocs de terre comprimée

Les blocs de terre comprimée sont pressés à partir de latérite stabilisée avec un peu de ciment, souvent sur le chantier ou tout près. Ils demandent beaucoup moins de ciment que le parpaing, ce qui réduit à la fois le coût et le carbone, et leur inertie thermique garde les pièces fraîches. Il leur faut une bonne presse, une terre dont on a vérifié qu’elle convient et des maçons qui ont l’habitude de ce matériau, et les murs doivent être protégés des pluies battantes par des débords de toit et un bon soubassement.

## Les comparer

- Coût : les blocs de terre comprimée reviennent en général le moins cher quand une terre adaptée est à portée de main ; le parpaing se situe au milieu ; la brique cuite coûte le plus cher.
- Rapidité : le parpaing est le plus rapide à monter, grâce à ses grands blocs et à des techniques que tout le monde connaît.
- Confort : la brique et la terre comprimée gardent l’intérieur plus frais que le parpaing creux de faible épaisseur.
- Durabilité : les trois durent s’ils sont bien mis en œuvre ; la qualité des blocs et du travail compte plus que le matériau.

## Notre conseil

Choisissez le matériau des murs avant que les dessins soient définitifs, car l’épaisseur des murs change la taille des pièces et la structure. Quel que soit votre choix, prévoyez dans le budget l’essai d’un échantillon de blocs et un surveillant qui contrôle le travail. Nos métreurs peuvent chiffrer le plan choisi dans chaque matériau pour que vous compariez les vrais totaux.
`,

  'solar-ready-water-wise-homes': `
Les tarifs de l’électricité augmentent, le courant du réseau n’est pas toujours stable, et l’eau du robinet n’est pas garantie partout. Prévoir l’énergie solaire et l’eau de pluie dès le dessin coûte très peu, même si vous n’installez l’équipement que des années plus tard. Équiper après coup une maison terminée coûte bien plus cher.

## Préparer le toit pour les panneaux

Un toit qui portera des panneaux solaires a besoin d’une grande surface sans ombre, orientée à peu près au sud, avec une pente d’environ 10 à 15 degrés, et d’une charpente calculée pour ce poids supplémentaire. Demandez-les dans votre plan. Réservez près du tableau électrique la place d’un onduleur et de batteries, dans un local frais et ventilé, et posez une gaine vide du toit jusqu’à ce local pendant la montée des murs. Le jour où vous passez au solaire, l’installateur n’a plus qu’à tirer les câbles.

## Consommer moins dès le départ

Le kilowattheure le moins cher est celui qu’on ne consomme pas. Une maison ombragée et bien traversée par l’air a besoin de moins de ventilateurs et de climatiseurs. L’éclairage LED, un bon réfrigérateur et un chauffe-eau solaire ou thermodynamique réduisent encore la consommation, et une consommation plus faible veut dire une installation solaire plus petite et moins chère.

## Récupérer la pluie

Un toit de 150 mètres carrés dans la région d’Accra et de Tema recueille environ 80 000 litres de pluie par an en moyenne. Des gouttières et des descentes menant à une citerne en font de l’eau pour les chasses d’eau, la lessive et le jardin. Une citerne enterrée ou posée au sol avec une petite pompe garde l’eau fraîche et la cour bien rangée. Ajoutez un séparateur de premières pluies pour que l’eau sale des premières minutes de chaque orage n’atteigne pas la citerne, et couvrez chaque ouverture contre les moustiques.

## Économiser l’eau disponible

Des WC à double chasse, des robinets à mousseur et une conduite d’eaux grises des douches vers le jardin réduisent ce qu’il vous faut du réseau ou du camion-citerne. Prévoyez le passage de ces tuyaux tant que les murs sont ouverts ; plus tard, il faudra casser le carrelage.

## Ce que cela coûte

Des gaines supplémentaires, une charpente renforcée, des gouttières et un socle de citerne n’ajoutent qu’une petite part au coût du bâtiment, et peuvent vous faire économiser bien plus sur la durée de vie de la maison. Tous nos plans récents comprennent un toit prêt pour le solaire et un emplacement pour une citerne ; pour les plans plus anciens, demandez-le-nous et nous les ajouterons en adaptant les dessins.
`,

  'building-in-phases': `
Au Ghana, peu de familles construisent leur maison d’un seul coup. L’argent arrive par étapes, et la maison aussi : les fondations une année, les murs la suivante, le toit quand la récolte ou le contrat rapporte. Construire par étapes est une bonne idée, mais seulement si la conception l’a prévu. Sinon, chaque étape défait une partie de la précédente.

## Partir de la maison terminée

Concevez d’abord la maison complète, même si vous n’en construisez que la moitié maintenant. Décidez ensuite ce que la première étape doit contenir pour être une maison habitable : en général un séjour, une cuisine, une ou deux chambres et une salle d’eau. Tout le reste devient des étapes ultérieures qui s’y raccordent proprement.

## Prévoir les raccords

C’est là où une étape future rejoindra la première que les maisons construites par étapes échouent. Coulez dès la première étape les fondations et les longrines des futures pièces si vos moyens le permettent, ou laissez au moins des attentes d’armatures là où les nouveaux poteaux viendront se raccorder. Placez des portes dans les murs qui donneront plus tard sur les nouvelles pièces, plutôt que de percer des ouvertures après coup. Gardez le toit de la première étape simple pour que le suivant puisse s’y raccorder sans fuites.

## Monter en hauteur

Si vous prévoyez un étage, la structure du rez-de-chaussée doit être conçue pour lui dès le départ : des fondations plus solides, des poteaux et une dalle à la place d’un toit. Laissez libre l’emplacement de l’escalier, et prévoyez par où monteront les citernes et les réseaux. Ajouter un étage à une maison de plain-pied qui n’a pas été conçue pour cela coûte cher et se révèle souvent dangereux.

## Garder une longueur d’avance sur les réseaux

Amenez les conduites d’eau, l’assainissement et les gaines électriques jusqu’en limite de la première étape, bouchées et prêtes pour l’extension. Dimensionnez la fosse septique ou le raccordement à l’égout, ainsi que le branchement électrique, pour la maison terminée. Creuser une cour achevée pour les agrandir plus tard coûte bien plus cher.

## Protéger ce qui est construit

Entre deux étapes, protégez de la rouille les attentes d’armatures apparentes, couvrez le haut des murs inachevés contre la pluie, et gardez le chantier sécurisé. Les constructions à l’arrêt se dégradent vite pendant la saison des pluies.

## Les plans modulaires facilitent les choses

Nos plans modulaires sont dessinés pour une construction par étapes : un noyau compact qui fonctionne seul, avec des ailes et des étages qui viennent ensuite sans rien démolir. Si l’un de nos autres plans vous plaît, nous pouvons en établir le phasage et montrer chaque étape dans les dessins.
`,

  'building-a-house-in-ghana-step-by-step': `
Construire sa maison est l’un des plus grands projets d’une famille. Tout se passe bien quand les étapes se suivent dans le bon ordre. Ce guide parcourt le chemin, de l’achat du terrain à l’emménagement, en signalant les moments où ceux qui construisent pour la première fois se trompent le plus souvent.

## 1. Sécuriser le terrain

Avant toute chose, assurez-vous que le terrain est réellement disponible et que le vendeur a le droit de le vendre. Consultez les registres de la Lands Commission, vérifiez qui sont les propriétaires coutumiers ou familiaux, et parcourez les limites avec un géomètre agréé. Les litiges fonciers sont le problème le plus coûteux qu’un bâtisseur puisse rencontrer, et aucun plan ne peut les régler.

## 2. Fixer un budget honnête

Additionnez ce que vous pouvez dépenser maintenant et ce que vous pouvez espérer plus tard. N’oubliez pas les coûts au-delà de la construction : permis, honoraires, raccordements à l’eau et à l’électricité, clôture et ameublement. Un budget réaliste décide de la taille de la maison que vous pouvez construire, et de l’intérêt de construire par étapes.

## 3. Choisir un plan adapté

Choisissez une conception adaptée à votre terrain, à votre famille et à votre budget. Un plan prêt à l’emploi de notre catalogue coûte une fraction d’une conception sur mesure et arrive avec des dessins complets ; la formule Premium permet à nos architectes de l’adapter à votre terrain. Comparez la surface du plan à la taille de votre terrain et aux reculs avant d’acheter.

## 4. Obtenir les autorisations

Déposez auprès de votre assemblée (la mairie) une demande de permis de construire avec les papiers du terrain, le plan de situation et les dessins d’architecture et de structure. Ne commencez pas les travaux avant d’avoir obtenu le permis : un arrêt de chantier à mi-parcours coûte plus cher que l’attente.

## 5. Chiffrer les travaux et choisir un entrepreneur

Faites établir un devis quantitatif à partir des dessins. Il vous permet d’acheter les matériaux sans gaspillage et de comparer ligne par ligne les devis des entrepreneurs. Visitez des maisons que chaque entrepreneur a construites, parlez à ses clients, et signez un contrat écrit avec un planning, un prix et des paiements par étapes liés aux travaux réalisés.

## 6. Construire, et suivre le chantier

Une personne qualifiée doit contrôler le travail aux étapes clés : implantation, fondations, ferraillage avant chaque coulage de béton, toiture et réseaux. Les erreurs de fondations ou de ferraillage deviennent invisibles ensuite et coûtent très cher à corriger. Si vous vivez loin du chantier, engagez un surveillant qui vous envoie des comptes rendus avec photos.

## 7. Finir, relever les défauts et emménager

Avant le dernier paiement, faites le tour de la maison avec votre entrepreneur et listez chaque défaut à reprendre. Testez chaque robinet, chaque interrupteur et chaque évacuation. Gardez ensemble les dessins, les reçus et les garanties : vous en aurez besoin pour l’entretien, une extension ou une vente.

## Nous pouvons vous aider à chaque étape

Des plans aux permis, en passant par le métré, la supervision et la construction elle-même, notre équipe aide les familles à bâtir depuis 2012. Contactez-nous pour une première consultation gratuite sur votre projet.
`,
};
