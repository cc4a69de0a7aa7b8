import type { Rng } from './random.js'

/**
 * First names and "about me" sentence fragments for generated members, per language.
 * Fragments are combined at random so that thousands of members read differently.
 * `{male|female}` picks the form that agrees with the member's gender; `{name}`, `{age}`, `{city}`
 * and `{years}` (Polish "lat"/"lata", which depends on the number) are filled in.
 */

export type SeedLanguage = 'en' | 'nl' | 'de' | 'fr' | 'it' | 'es' | 'pl'
type Gender = 'male' | 'female'

// biome-ignore format: word lists read better packed than one name per line
export const firstNames: Record<SeedLanguage, Record<Gender, readonly string[]>> = {
  en: {
    male: [
      'James', 'Oliver', 'Jack', 'Harry', 'Thomas', 'William', 'Daniel', 'Michael', 'David', 'Ryan', 'Liam',
      'Noah', 'Ethan', 'Matthew', 'Chris', 'Ben', 'Sam', 'Luke', 'Adam', 'Josh', 'Andrew', 'Mark', 'Paul',
      'Kevin', 'Jason', 'Tyler', 'Brandon', 'Connor', 'Sean', 'Patrick', 'Nathan', 'Aaron', 'Jake', 'Dylan',
      'Lucas', 'Owen', 'Callum', 'Jamie', 'Steven', 'Rob', 'Tom', 'Alex', 'Scott', 'Peter', 'Gary',
    ],
    female: [
      'Emma', 'Olivia', 'Sophie', 'Emily', 'Jessica', 'Sarah', 'Hannah', 'Chloe', 'Grace', 'Lucy', 'Amy',
      'Megan', 'Charlotte', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ella', 'Rachel', 'Laura', 'Lauren', 'Katie',
      'Rebecca', 'Natalie', 'Ashley', 'Jennifer', 'Michelle', 'Nicole', 'Samantha', 'Kelly', 'Aoife', 'Niamh',
      'Ruby', 'Zoe', 'Holly', 'Claire', 'Karen', 'Lisa', 'Julie', 'Victoria', 'Stephanie', 'Madison',
      'Abigail', 'Hayley', 'Kate',
    ],
  },
  nl: {
    male: [
      'Daan', 'Sem', 'Lucas', 'Levi', 'Bram', 'Thijs', 'Jesse', 'Ruben', 'Lars', 'Niels', 'Stijn', 'Tim', 'Bas',
      'Jeroen', 'Mark', 'Dennis', 'Sander', 'Martijn', 'Kevin', 'Rick', 'Joost', 'Wouter', 'Maarten', 'Pieter',
      'Jan', 'Erik', 'Koen', 'Tom', 'Jasper', 'Thomas', 'Wim', 'Frank', 'Rob', 'Hans', 'Robin', 'Mike', 'Gijs',
      'Jelle', 'Sven', 'Arjen', 'Luuk', 'Milan', 'Finn', 'Stefan', 'Wout', 'Pieterjan', 'Jens',
    ],
    female: [
      'Emma', 'Julia', 'Sophie', 'Lotte', 'Anna', 'Eva', 'Sanne', 'Lisa', 'Fleur', 'Iris', 'Anouk', 'Femke',
      'Noa', 'Tess', 'Sara', 'Lieke', 'Maud', 'Marloes', 'Esther', 'Linda', 'Marieke', 'Kim', 'Anne', 'Inge',
      'Ingrid', 'Petra', 'Monique', 'Mirjam', 'Ellen', 'Wendy', 'Chantal', 'Nicole', 'Laura', 'Romy', 'Nina',
      'Isa', 'Evi', 'Floor', 'Roos', 'Saskia', 'Ilse', 'Jolien', 'Elise', 'Karin', 'Yvonne', 'Lien', 'Hanne',
    ],
  },
  de: {
    male: [
      'Lukas', 'Leon', 'Jonas', 'Felix', 'Paul', 'Maximilian', 'Tim', 'Jan', 'Niklas', 'Finn', 'Moritz',
      'Florian', 'Tobias', 'Sebastian', 'Michael', 'Stefan', 'Thomas', 'Andreas', 'Markus', 'Christian',
      'Daniel', 'Alexander', 'Matthias', 'Philipp', 'Dominik', 'Patrick', 'Sven', 'Jens', 'Uwe', 'Jürgen',
      'Frank', 'Dirk', 'Oliver', 'Benjamin', 'Kai', 'Simon', 'Julian', 'Marco', 'Lars', 'Ralf', 'David',
      'Fabian', 'Manuel', 'Georg', 'Reto', 'Urs', 'Lorenz',
    ],
    female: [
      'Anna', 'Lena', 'Laura', 'Julia', 'Sarah', 'Lea', 'Hannah', 'Lisa', 'Katharina', 'Sophie', 'Marie',
      'Johanna', 'Nina', 'Sandra', 'Stefanie', 'Nicole', 'Sabine', 'Claudia', 'Andrea', 'Petra', 'Susanne',
      'Melanie', 'Christina', 'Jana', 'Vanessa', 'Carina', 'Franziska', 'Miriam', 'Anja', 'Birgit', 'Kerstin',
      'Tanja', 'Jessica', 'Lara', 'Emilia', 'Clara', 'Leonie', 'Carolin', 'Theresa', 'Verena', 'Simone',
      'Martina', 'Corinna', 'Ursula', 'Heike', 'Nadine', 'Selina',
    ],
  },
  fr: {
    male: [
      'Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Thomas', 'Nicolas', 'Julien', 'Antoine',
      'Maxime', 'Alexandre', 'Pierre', 'Mathieu', 'Romain', 'Guillaume', 'Sébastien', 'Olivier', 'Laurent',
      'Christophe', 'Stéphane', 'Vincent', 'Philippe', 'Benoît', 'Jérôme', 'Florian', 'Kevin', 'Quentin', 'Théo',
      'Adrien', 'Damien', 'Cédric', 'Fabien', 'Yann', 'Loïc', 'Mehdi', 'Karim', 'François', 'Éric', 'Frédéric',
      'Patrick', 'Thierry', 'Clément', 'Baptiste', 'Raphaël',
    ],
    female: [
      'Emma', 'Léa', 'Chloé', 'Camille', 'Manon', 'Inès', 'Sarah', 'Julie', 'Marie', 'Laura', 'Pauline',
      'Claire', 'Céline', 'Sophie', 'Nathalie', 'Isabelle', 'Sandrine', 'Stéphanie', 'Aurélie', 'Émilie',
      'Élodie', 'Mélanie', 'Amandine', 'Justine', 'Margaux', 'Anaïs', 'Lucie', 'Charlotte', 'Juliette', 'Alice',
      'Clara', 'Océane', 'Audrey', 'Caroline', 'Valérie', 'Christine', 'Sylvie', 'Virginie', 'Nadia', 'Yasmine',
      'Louise', 'Zoé', 'Mathilde', 'Élise', 'Coralie',
    ],
  },
  it: {
    male: [
      'Marco', 'Luca', 'Andrea', 'Alessandro', 'Matteo', 'Lorenzo', 'Francesco', 'Giuseppe', 'Giovanni',
      'Davide', 'Simone', 'Federico', 'Stefano', 'Roberto', 'Paolo', 'Antonio', 'Riccardo', 'Fabio', 'Gabriele',
      'Daniele', 'Nicola', 'Massimo', 'Alberto', 'Claudio', 'Emanuele', 'Filippo', 'Leonardo', 'Tommaso',
      'Salvatore', 'Vincenzo', 'Pietro', 'Michele', 'Diego', 'Enrico', 'Mattia', 'Giorgio', 'Franco', 'Sergio',
      'Luigi', 'Mario',
    ],
    female: [
      'Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Valentina', 'Alessia', 'Federica', 'Elisa', 'Silvia',
      'Laura', 'Elena', 'Sofia', 'Aurora', 'Giorgia', 'Alice', 'Beatrice', 'Anna', 'Ilaria', 'Roberta', 'Paola',
      'Simona', 'Monica', 'Cristina', 'Barbara', 'Claudia', 'Serena', 'Veronica', 'Arianna', 'Noemi', 'Camilla',
      'Marta', 'Eleonora', 'Daniela', 'Alessandra', 'Michela', 'Irene', 'Gaia', 'Rossella', 'Lucia',
    ],
  },
  es: {
    male: [
      'Alejandro', 'Pablo', 'Daniel', 'David', 'Javier', 'Sergio', 'Carlos', 'Adrián', 'Álvaro', 'Diego', 'Jorge',
      'Manuel', 'Antonio', 'José', 'Francisco', 'Juan', 'Miguel', 'Rubén', 'Iván', 'Raúl', 'Hugo', 'Mario',
      'Marcos', 'Víctor', 'Alberto', 'Fernando', 'Luis', 'Rafael', 'Óscar', 'Andrés', 'Gonzalo', 'Ignacio',
      'Jaime', 'Nicolás', 'Iker', 'Unai', 'Pedro', 'Enrique', 'Santiago', 'Ángel',
    ],
    female: [
      'Lucía', 'María', 'Paula', 'Laura', 'Marta', 'Sara', 'Andrea', 'Carmen', 'Ana', 'Elena', 'Cristina',
      'Irene', 'Alba', 'Claudia', 'Julia', 'Raquel', 'Patricia', 'Sandra', 'Beatriz', 'Silvia', 'Natalia',
      'Rocío', 'Nerea', 'Marina', 'Eva', 'Isabel', 'Pilar', 'Lorena', 'Noelia', 'Verónica', 'Sofía', 'Carla',
      'Daniela', 'Alicia', 'Inés', 'Nuria', 'Ainhoa', 'Mónica', 'Rosa', 'Teresa',
    ],
  },
  pl: {
    male: [
      'Jakub', 'Kacper', 'Mateusz', 'Michał', 'Piotr', 'Paweł', 'Tomasz', 'Krzysztof', 'Marcin', 'Łukasz', 'Adam',
      'Bartosz', 'Dawid', 'Kamil', 'Szymon', 'Wojciech', 'Maciej', 'Grzegorz', 'Marek', 'Rafał', 'Jan', 'Filip',
      'Antoni', 'Dominik', 'Sebastian', 'Patryk', 'Damian', 'Artur', 'Robert', 'Andrzej', 'Jacek', 'Przemek',
      'Daniel', 'Hubert', 'Oskar', 'Igor', 'Karol', 'Mariusz', 'Dariusz', 'Janusz',
    ],
    female: [
      'Anna', 'Zuzanna', 'Julia', 'Maja', 'Zofia', 'Hanna', 'Aleksandra', 'Natalia', 'Wiktoria', 'Katarzyna',
      'Magdalena', 'Agnieszka', 'Monika', 'Joanna', 'Karolina', 'Ewa', 'Małgorzata', 'Marta', 'Paulina',
      'Justyna', 'Dorota', 'Kinga', 'Patrycja', 'Weronika', 'Klaudia', 'Agata', 'Martyna', 'Emilia', 'Alicja',
      'Oliwia', 'Izabela', 'Beata', 'Sylwia', 'Iwona', 'Barbara', 'Dominika', 'Gabriela', 'Kasia', 'Ola',
    ],
  },
}

/** A sentence, or a sentence with the youngest and oldest age it fits. */
type Fragment = string | readonly [text: string, minAge: number, maxAge: number]

interface Fragments {
  intro: readonly Fragment[]
  life: readonly Fragment[]
  hobbies: readonly Fragment[]
  looking: readonly Fragment[]
  closing: readonly Fragment[]
}

const student = 28
const parent = 42
const retired = 62
const any = 200

const fragments: Record<SeedLanguage, Fragments> = {
  en: {
    intro: [
      "Hi! I'm {name}, {age} and living in {city}.",
      'Easy-going, curious and always up for a good conversation.',
      'Down-to-earth {guy|woman} with a big heart and a terrible sense of direction.',
      "I'm a bit shy at first, but once you get to know me I don't stop talking.",
      'Honest, loyal and a little bit stubborn, or so my friends tell me.',
      'Just a {guy|girl} from {city} who loves a good laugh.',
      'Optimist by nature, coffee addict by choice.',
      "I'm {name}: friendly, spontaneous and a real people person.",
      "New here and curious to see who I'll meet.",
      "Life's too short for boring conversations, so let's skip the small talk.",
      "Calm, caring and I think I'm pretty good company.",
      ['{age} years young and still figuring out what I want to be when I grow up.', 30, any],
    ],
    life: [
      'I work in healthcare and I love what I do.',
      'During the week I keep busy with work; weekends are for friends and family.',
      'I work in IT, so yes, I can fix your printer.',
      'I teach at a primary school, which keeps me young at heart.',
      'I run my own small business and it keeps me on my toes.',
      'I work shifts, so my calendar can be a bit chaotic.',
      "I recently moved to {city} and I'm still discovering the place.",
      "I've lived in {city} all my life and I know all the best spots.",
      "I have a dog who thinks he's the boss of the house.",
      ["I'm studying in {city} and working part-time in a café.", 18, student],
      ['The kids have left home, so now it is time for me.', parent, any],
      ["I'm retired and enjoying every single day.", retired, any],
    ],
    hobbies: [
      'In my free time I love cooking for friends.',
      "When the weather is nice you'll find me on my bike or on a hiking trail.",
      'I enjoy a good film, a glass of wine and long talks.',
      'I go to the gym a few times a week and love a run along the water.',
      'Music means a lot to me, I go to as many concerts as I can.',
      "I love travelling; my last trip was to Portugal and I'd go back tomorrow.",
      'Sunday mornings are for coffee, the paper and a long walk.',
      'I read a lot, mostly crime novels.',
      "I'm a bit of a foodie and always on the lookout for new restaurants.",
      'I play football on Saturdays and watch it on Sundays.',
      'Gardening is how I unwind after a long day.',
      'I love the beach, summer and spontaneous road trips.',
      'Board games, a cosy night in or a night out dancing: I like it all.',
      'Yoga keeps me calm. Most of the time, anyway.',
    ],
    looking: [
      "I'm looking for someone to share good conversations and lots of laughs with.",
      'Hoping to meet someone honest and kind, and see where it goes.',
      "I'd love to find someone who enjoys the little things in life.",
      'Not looking for perfect, just someone real.',
      'Looking for a partner in crime for adventures big and small.',
      "I'm here to meet new people and, who knows, maybe more.",
      'Would love to meet someone who makes me laugh.',
      'Ready for something serious with the right person.',
      "I believe in chemistry, so let's grab a coffee and find out.",
      "A good heart and a sense of humour, that's all I ask.",
      "I'm open to whatever comes; friendship first.",
    ],
    closing: [
      "Send me a message if you'd like to know more!",
      "Say hi, I don't bite :)",
      'Curious? Just send me a message.',
      'Looking forward to hearing from you.',
      "Don't be shy, drop me a line.",
      "Let's chat and see if we click.",
    ],
  },
  nl: {
    intro: [
      'Hoi! Ik ben {name}, {age} jaar en ik woon in {city}.',
      'Spontaan, nieuwsgierig en altijd in voor een goed gesprek.',
      'Nuchtere {man|vrouw} met een groot hart en een slecht richtingsgevoel.',
      'In het begin ben ik een beetje verlegen, maar daarna hou ik niet meer op met praten.',
      'Eerlijk, trouw en een tikje eigenwijs, zeggen mijn vrienden.',
      'Gewoon een {jongen|meid} uit {city} die van lachen houdt.',
      'Optimist van nature en koffieliefhebber uit overtuiging.',
      'Ik ben {name}: vrolijk, sociaal en recht door zee.',
      'Nieuw hier en benieuwd wie ik ga ontmoeten.',
      'Het leven is te kort voor saaie gesprekken, dus laten we de smalltalk overslaan.',
      'Rustig, zorgzaam en volgens mij best gezellig gezelschap.',
      'Een echte bourgondiër: ik geniet van lekker eten en goed gezelschap.',
    ],
    life: [
      'Ik werk in de zorg en doe dat met veel plezier.',
      'Doordeweeks druk met werk, in het weekend tijd voor vrienden en familie.',
      'Ik werk in de ICT, dus ja, ik kan je printer repareren.',
      'Ik sta voor de klas op een basisschool en dat houdt me jong.',
      'Ik heb mijn eigen bedrijfje en dat houdt me lekker bezig.',
      'Ik werk in ploegendienst, dus mijn agenda is soms een beetje chaotisch.',
      'Ik ben net verhuisd naar {city} en ontdek de stad nog elke dag.',
      'Ik woon al mijn hele leven in {city} en ken alle leuke plekjes.',
      'Ik heb een hond die denkt dat hij de baas is in huis.',
      ['Ik studeer in {city} en werk ernaast in een café.', 18, student],
      ['De kinderen zijn de deur uit, dus nu is het tijd voor mezelf.', parent, any],
      ['Ik ben met pensioen en geniet van elke dag.', retired, any],
    ],
    hobbies: [
      'In mijn vrije tijd kook ik graag voor vrienden.',
      'Als het weer meezit, vind je me op de fiets of in het bos.',
      'Ik hou van een goede film, een glas wijn en lange gesprekken.',
      'Ik sport een paar keer per week en ren graag een rondje langs het water.',
      'Muziek betekent veel voor me, ik ga naar zoveel mogelijk concerten.',
      'Ik reis graag; mijn laatste reis was naar Portugal en ik zou morgen teruggaan.',
      'Zondagochtend is voor koffie, de krant en een lange wandeling.',
      'Ik lees veel, vooral thrillers.',
      'Ik ben een echte foodie en probeer graag nieuwe restaurants uit.',
      'Op zaterdag voetbal ik en op zondag kijk ik het.',
      'Tuinieren is mijn manier om te ontspannen.',
      'Ik hou van het strand, de zomer en spontane dagjes weg.',
      'Een spelletjesavond, een avondje bankhangen of juist uit dansen: ik vind het allemaal leuk.',
      'Yoga houdt me rustig. Meestal dan.',
    ],
    looking: [
      'Ik zoek iemand om mee te lachen en goede gesprekken mee te voeren.',
      'Ik hoop iemand te ontmoeten die eerlijk en lief is, en dan zien we wel.',
      'Ik zoek iemand die ook van de kleine dingen in het leven geniet.',
      'Niet op zoek naar perfect, wel naar echt.',
      'Op zoek naar een partner in crime voor grote en kleine avonturen.',
      'Ik ben hier om nieuwe mensen te leren kennen, en wie weet wat er nog meer gebeurt.',
      'Graag iemand die me aan het lachen maakt.',
      'Klaar voor iets serieus met de juiste persoon.',
      'Ik geloof in een klik, dus laten we gewoon een keer koffie drinken.',
      'Een goed hart en gevoel voor humor, meer vraag ik niet.',
      'Ik sta open voor alles, eerst maar eens kennismaken.',
    ],
    closing: [
      'Stuur me gerust een berichtje!',
      'Zeg gerust hoi, ik bijt niet :)',
      'Nieuwsgierig geworden? Stuur me een bericht.',
      'Ik hoor graag van je.',
      'Niet te verlegen zijn, stuur een berichtje.',
      'Laten we kletsen en kijken of het klikt.',
    ],
  },
  de: {
    intro: [
      'Hallo! Ich bin {name}, {age} Jahre alt und wohne in {city}.',
      'Spontan, neugierig und immer offen für ein gutes Gespräch.',
      '{Bodenständiger Typ|Bodenständige Frau} mit großem Herz und miserablem Orientierungssinn.',
      'Am Anfang bin ich etwas schüchtern, aber dann höre ich nicht mehr auf zu reden.',
      'Ehrlich, treu und ein bisschen stur, sagen meine Freunde.',
      'Einfach {ein Typ|eine Frau} aus {city}, {der|die} gerne lacht.',
      '{Optimist|Optimistin} von Natur aus und {Kaffeeliebhaber|Kaffeeliebhaberin} aus Überzeugung.',
      'Ich bin {name}: fröhlich, gesellig und direkt.',
      'Neu hier und gespannt, wen ich kennenlerne.',
      'Das Leben ist zu kurz für langweilige Gespräche, also lassen wir den Smalltalk weg.',
      'Ruhig, fürsorglich und eigentlich ganz angenehme Gesellschaft.',
      'Ich genieße gutes Essen, guten Wein und gute Gesellschaft.',
    ],
    life: [
      'Ich arbeite in der Pflege und mache das mit viel Freude.',
      'Unter der Woche viel Arbeit, am Wochenende Zeit für Freunde und Familie.',
      'Ich arbeite in der IT, also ja, ich kann deinen Drucker reparieren.',
      'Ich bin {Lehrer|Lehrerin} an einer Grundschule und das hält mich jung.',
      'Ich habe eine kleine eigene Firma, die mich ganz schön auf Trab hält.',
      'Ich arbeite im Schichtdienst, deshalb ist mein Kalender manchmal etwas chaotisch.',
      'Ich bin vor kurzem nach {city} gezogen und entdecke die Stadt noch jeden Tag.',
      'Ich wohne schon mein ganzes Leben in {city} und kenne die schönsten Ecken.',
      'Ich habe einen Hund, der glaubt, er sei der Chef im Haus.',
      ['Ich studiere in {city} und jobbe nebenbei in einem Café.', 18, student],
      ['Die Kinder sind aus dem Haus, jetzt ist Zeit für mich.', parent, any],
      ['Ich bin in Rente und genieße jeden Tag.', retired, any],
    ],
    hobbies: [
      'In meiner Freizeit koche ich gern für Freunde.',
      'Bei gutem Wetter findet man mich auf dem Rad oder beim Wandern.',
      'Ich mag einen guten Film, ein Glas Wein und lange Gespräche.',
      'Ich gehe ein paar Mal pro Woche ins Fitnessstudio und laufe gern.',
      'Musik bedeutet mir viel, ich gehe auf so viele Konzerte wie möglich.',
      'Ich reise gern; zuletzt war ich in Portugal und würde sofort wieder hinfahren.',
      'Der Sonntagmorgen gehört Kaffee, Zeitung und einem langen Spaziergang.',
      'Ich lese viel, am liebsten Krimis.',
      'Ich esse für mein Leben gern und probiere gern neue Restaurants aus.',
      'Samstags spiele ich Fußball, sonntags schaue ich ihn.',
      'Im Garten kann ich am besten abschalten.',
      'Ich liebe den Strand, den Sommer und spontane Ausflüge.',
      'Spieleabend, gemütlicher Abend auf dem Sofa oder Tanzen gehen: Ich mag alles.',
      'Yoga hilft mir, ruhig zu bleiben. Meistens jedenfalls.',
    ],
    looking: [
      'Ich suche jemanden zum Lachen und für gute Gespräche.',
      'Ich hoffe, einen ehrlichen und lieben Menschen kennenzulernen, und dann schauen wir mal.',
      'Ich suche jemanden, der auch die kleinen Dinge im Leben genießt.',
      'Nicht auf der Suche nach perfekt, sondern nach echt.',
      'Ich suche jemanden für große und kleine Abenteuer.',
      'Ich bin hier, um neue Leute kennenzulernen, und wer weiß, vielleicht wird mehr daraus.',
      'Gern jemanden, der mich zum Lachen bringt.',
      'Bereit für etwas Ernstes mit dem richtigen Menschen.',
      'Ich glaube an die Chemie, also lass uns einfach mal einen Kaffee trinken.',
      'Ein gutes Herz und Humor, mehr brauche ich nicht.',
      'Ich bin offen für alles, erst einmal kennenlernen.',
    ],
    closing: [
      'Schreib mir gern eine Nachricht!',
      'Sag einfach hallo, ich beiße nicht :)',
      'Neugierig geworden? Dann schreib mir.',
      'Ich freue mich auf deine Nachricht.',
      'Nicht schüchtern sein, schreib mir einfach.',
      'Lass uns quatschen und schauen, ob es passt.',
    ],
  },
  fr: {
    intro: [
      "Salut ! Moi c'est {name}, {age} ans, et j'habite à {city}.",
      '{Spontané|Spontanée}, {curieux|curieuse} et toujours {partant|partante} pour une bonne discussion.',
      "{Un homme simple|Une femme simple} avec un grand cœur et aucun sens de l'orientation.",
      'Un peu timide au début, mais ensuite je ne m’arrête plus de parler.',
      "Honnête, fidèle et un peu {têtu|têtue}, d'après mes amis.",
      'Juste {un gars|une fille} de {city} qui aime rire.',
      'Optimiste de nature et accro au café.',
      'Je suis {name} : {joyeux|joyeuse}, sociable et {franc|franche}.',
      '{Nouveau|Nouvelle} ici et {curieux|curieuse} de voir qui je vais rencontrer.',
      'La vie est trop courte pour les conversations ennuyeuses, alors passons les banalités.',
      'Calme, {attentionné|attentionnée} et plutôt de bonne compagnie, je crois.',
      "{Bon vivant|Bonne vivante} : j'aime la bonne cuisine et les bons moments entre amis.",
    ],
    life: [
      "Je travaille dans la santé et j'adore mon métier.",
      "La semaine, je suis {pris|prise} par le boulot ; le week-end, c'est pour les amis et la famille.",
      "Je travaille dans l'informatique, donc oui, je peux réparer ton imprimante.",
      'Je suis {instituteur|institutrice} et les enfants me gardent jeune dans ma tête.',
      "J'ai ma petite entreprise et ça m'occupe bien.",
      'Je travaille en horaires décalés, donc mon agenda est parfois un peu chaotique.',
      "Je viens d'emménager à {city} et je découvre encore la ville.",
      "J'ai toujours vécu à {city} et je connais tous les bons coins.",
      "J'ai un chien qui se prend pour le chef de la maison.",
      ['Je fais mes études à {city} et je travaille à côté dans un café.', 18, student],
      ["Les enfants ont quitté la maison, maintenant c'est mon tour.", parent, any],
      ['Je suis à la retraite et je profite de chaque jour.', retired, any],
    ],
    hobbies: [
      "Pendant mon temps libre, j'aime cuisiner pour mes amis.",
      'Quand il fait beau, on me trouve à vélo ou en randonnée.',
      "J'aime les bons films, un verre de vin et les longues discussions.",
      "Je vais à la salle plusieurs fois par semaine et j'aime courir.",
      'La musique compte beaucoup pour moi, je vais à autant de concerts que possible.',
      "J'adore voyager ; mon dernier voyage, c'était au Portugal et j'y retournerais demain.",
      "Le dimanche matin, c'est café, journal et longue balade.",
      'Je lis beaucoup, surtout des polars.',
      'Je suis {gourmand|gourmande} et toujours à la recherche de nouveaux restaurants.',
      'Je joue au foot le samedi et je le regarde le dimanche.',
      "Le jardinage, c'est ma façon de me détendre.",
      "J'aime la plage, l'été et les escapades improvisées.",
      "Soirée jeux, soirée canapé ou sortie en boîte : j'aime tout.",
      "Le yoga m'aide à rester zen. La plupart du temps.",
    ],
    looking: [
      "Je cherche quelqu'un avec qui rire et partager de bonnes discussions.",
      "J'espère rencontrer quelqu'un d'honnête et de gentil, et on verra bien.",
      "Je cherche quelqu'un qui apprécie les petites choses de la vie.",
      "Je ne cherche pas la perfection, juste quelqu'un de vrai.",
      "À la recherche d'un complice pour de petites et grandes aventures.",
      'Je suis ici pour faire de nouvelles rencontres, et qui sait, peut-être plus.',
      "J'aimerais rencontrer quelqu'un qui me fait rire.",
      '{Prêt|Prête} pour une histoire sérieuse avec la bonne personne.',
      "Je crois à l'alchimie, alors prenons un café et on verra.",
      "Un bon cœur et de l'humour, c'est tout ce que je demande.",
      "{Ouvert|Ouverte} à tout, mais d'abord apprendre à se connaître.",
    ],
    closing: [
      "N'hésite pas à m'envoyer un message !",
      'Dis bonjour, je ne mords pas :)',
      "Envie d'en savoir plus ? Écris-moi.",
      'Au plaisir de te lire.',
      'Ne sois pas timide, écris-moi.',
      'Discutons un peu et voyons si le courant passe.',
    ],
  },
  it: {
    intro: [
      'Ciao! Sono {name}, ho {age} anni e vivo a {city}.',
      '{Spontaneo|Spontanea}, {curioso|curiosa} e sempre {pronto|pronta} per una bella chiacchierata.',
      "{Un tipo semplice|Una donna semplice} con un cuore grande e zero senso dell'orientamento.",
      "All'inizio sono un po' {timido|timida}, ma poi non smetto più di parlare.",
      "{Sincero|Sincera}, leale e un po' {testardo|testarda}, dicono i miei amici.",
      '{Un ragazzo|Una ragazza} di {city} a cui piace ridere.',
      'Ottimista di natura, amante del caffè per scelta.',
      'Sono {name}: {allegro|allegra}, socievole e {diretto|diretta}.',
      '{Nuovo|Nuova} qui e {curioso|curiosa} di vedere chi incontrerò.',
      'La vita è troppo breve per le conversazioni noiose, quindi saltiamo i convenevoli.',
      '{Tranquillo|Tranquilla}, {premuroso|premurosa} e, credo, di buona compagnia.',
      'Amo la buona cucina, il buon vino e la buona compagnia.',
    ],
    life: [
      'Lavoro nella sanità e mi piace molto quello che faccio.',
      'Durante la settimana lavoro tanto, il weekend è per gli amici e la famiglia.',
      "Lavoro nell'informatica, quindi sì, posso sistemarti la stampante.",
      'Sono {maestro|maestra} in una scuola elementare e i bambini mi tengono giovane.',
      'Ho una piccola attività tutta mia che mi tiene sempre {impegnato|impegnata}.',
      "Lavoro su turni, quindi la mia agenda a volte è un po' caotica.",
      'Mi sono {trasferito|trasferita} da poco a {city} e sto ancora scoprendo la città.',
      'Vivo a {city} da sempre e conosco tutti i posti migliori.',
      'Ho un cane convinto di essere il padrone di casa.',
      ['Studio a {city} e lavoro part-time in un bar.', 18, student],
      ['I figli sono grandi, adesso è il momento di pensare a me.', parent, any],
      ['Sono in pensione e mi godo ogni giorno.', retired, any],
    ],
    hobbies: [
      'Nel tempo libero mi piace cucinare per gli amici.',
      "Quando c'è bel tempo mi trovi in bici o a fare escursioni.",
      'Mi piacciono i bei film, un bicchiere di vino e le lunghe chiacchierate.',
      'Vado in palestra qualche volta a settimana e mi piace correre.',
      'La musica per me è importante, vado a più concerti possibile.',
      "Adoro viaggiare; l'ultimo viaggio è stato in Portogallo e ci tornerei domani.",
      'La domenica mattina è per il caffè, il giornale e una lunga passeggiata.',
      'Leggo molto, soprattutto gialli.',
      'Sono {un buongustaio|una buongustaia} e cerco sempre nuovi ristoranti.',
      'Il sabato gioco a calcetto e la domenica guardo la partita.',
      'Il giardinaggio è il mio modo per rilassarmi.',
      "Amo il mare, l'estate e le gite improvvisate.",
      'Serata giochi da tavolo, divano e film o una serata a ballare: mi piace tutto.',
      'Lo yoga mi aiuta a restare {calmo|calma}. Quasi sempre.',
    ],
    looking: [
      'Cerco qualcuno con cui ridere e fare belle chiacchierate.',
      'Spero di conoscere una persona sincera e gentile, poi si vedrà.',
      'Cerco qualcuno che apprezzi le piccole cose della vita.',
      'Non cerco la perfezione, solo una persona vera.',
      'Cerco un complice per piccole e grandi avventure.',
      'Sono qui per conoscere gente nuova e, chissà, magari qualcosa di più.',
      'Mi piacerebbe incontrare qualcuno che mi faccia ridere.',
      '{Pronto|Pronta} per una storia seria con la persona giusta.',
      'Credo nella chimica, quindi prendiamoci un caffè e vediamo.',
      "Un cuore buono e un po' di ironia, non chiedo altro.",
      '{Aperto|Aperta} a tutto, ma prima conosciamoci.',
    ],
    closing: [
      'Scrivimi pure un messaggio!',
      'Dimmi ciao, non mordo :)',
      'Ti ho incuriosito? Scrivimi.',
      'Aspetto il tuo messaggio.',
      'Non fare complimenti, scrivimi.',
      "Facciamo due chiacchiere e vediamo se c'è feeling.",
    ],
  },
  es: {
    intro: [
      '¡Hola! Soy {name}, tengo {age} años y vivo en {city}.',
      '{Espontáneo|Espontánea}, {curioso|curiosa} y siempre con ganas de una buena charla.',
      '{Un chico sencillo|Una chica sencilla} con un gran corazón y cero sentido de la orientación.',
      'Al principio soy algo {tímido|tímida}, pero luego no paro de hablar.',
      '{Sincero|Sincera}, leal y un poco cabezota, según mis amigos.',
      '{Un chico|Una chica} de {city} a quien le encanta reír.',
      'Optimista por naturaleza y {adicto|adicta} al café.',
      'Soy {name}: alegre, sociable y {directo|directa}.',
      '{Nuevo|Nueva} por aquí y con curiosidad por ver a quién conozco.',
      'La vida es demasiado corta para conversaciones aburridas, así que vamos al grano.',
      '{Tranquilo|Tranquila}, {cariñoso|cariñosa} y, creo, buena compañía.',
      'Me encanta la buena comida, el buen vino y la buena compañía.',
    ],
    life: [
      'Trabajo en el sector sanitario y me encanta lo que hago.',
      'Entre semana, mucho trabajo; los fines de semana son para los amigos y la familia.',
      'Trabajo en informática, así que sí, puedo arreglarte la impresora.',
      'Soy {maestro|maestra} de primaria y los niños me mantienen joven.',
      'Tengo mi propio negocio y me mantiene muy {ocupado|ocupada}.',
      'Trabajo por turnos, así que mi agenda a veces es un poco caótica.',
      'Me he mudado hace poco a {city} y todavía estoy descubriendo la ciudad.',
      'He vivido siempre en {city} y conozco los mejores sitios.',
      'Tengo un perro que se cree el jefe de la casa.',
      ['Estudio en {city} y trabajo a media jornada en una cafetería.', 18, student],
      ['Mis hijos ya son mayores, así que ahora toca pensar en mí.', parent, any],
      ['Estoy {jubilado|jubilada} y disfruto de cada día.', retired, any],
    ],
    hobbies: [
      'En mi tiempo libre me encanta cocinar para mis amigos.',
      'Cuando hace buen tiempo me encontrarás en bici o haciendo senderismo.',
      'Me gustan las buenas películas, una copa de vino y las charlas largas.',
      'Voy al gimnasio varias veces por semana y me encanta correr.',
      'La música es muy importante para mí, voy a todos los conciertos que puedo.',
      'Me encanta viajar; mi último viaje fue a Portugal y volvería mañana mismo.',
      'Los domingos por la mañana son para el café, el periódico y un largo paseo.',
      'Leo mucho, sobre todo novela negra.',
      'Disfruto comiendo bien y siempre busco restaurantes nuevos.',
      'Los sábados juego al fútbol y los domingos lo veo.',
      'La jardinería es mi manera de desconectar.',
      'Me encantan la playa, el verano y las escapadas improvisadas.',
      'Noche de juegos de mesa, peli en el sofá o salir a bailar: me gusta todo.',
      'El yoga me ayuda a estar {tranquilo|tranquila}. Casi siempre.',
    ],
    looking: [
      'Busco a alguien con quien reír y tener buenas conversaciones.',
      'Espero conocer a alguien sincero y buena persona, y luego ya veremos.',
      'Busco a alguien que disfrute de las pequeñas cosas de la vida.',
      'No busco a alguien perfecto, solo a alguien auténtico.',
      'Busco cómplice para pequeñas y grandes aventuras.',
      'Estoy aquí para conocer gente nueva y, quién sabe, quizá algo más.',
      'Me gustaría conocer a alguien que me haga reír.',
      '{Preparado|Preparada} para algo serio con la persona adecuada.',
      'Creo en la química, así que tomemos un café y veamos.',
      'Buen corazón y sentido del humor, no pido más.',
      '{Abierto|Abierta} a lo que surja; primero, conocernos.',
    ],
    closing: [
      '¡Escríbeme si quieres saber más!',
      'Salúdame, no muerdo :)',
      '¿Te pica la curiosidad? Mándame un mensaje.',
      'Espero tu mensaje.',
      'Anímate y escríbeme.',
      'Charlamos y vemos si hay química.',
    ],
  },
  // Polish city names would need declining after prepositions, so {city} only appears in the nominative.
  pl: {
    intro: [
      'Cześć! Jestem {name} i mam {age} {years}.',
      '{Spontaniczny|Spontaniczna}, {ciekawy|ciekawa} świata i zawsze {chętny|chętna} na dobrą rozmowę.',
      '{Zwykły facet|Zwykła dziewczyna} z wielkim sercem i zerowym zmysłem orientacji.',
      'Na początku jestem trochę {nieśmiały|nieśmiała}, ale potem nie przestaję mówić.',
      '{Szczery|Szczera}, {lojalny|lojalna} i trochę {uparty|uparta}, tak mówią znajomi.',
      '{city} to moje miasto, a śmiech to moje lekarstwo.',
      '{Optymista|Optymistka} z natury i {wielki miłośnik|wielka miłośniczka} kawy.',
      'Jestem {name}: {wesoły|wesoła}, {towarzyski|towarzyska} i {bezpośredni|bezpośrednia}.',
      'Jestem tu {nowy|nowa} i ciekawi mnie, kogo poznam.',
      'Życie jest za krótkie na nudne rozmowy, więc darujmy sobie small talk.',
      '{Spokojny|Spokojna}, {opiekuńczy|opiekuńcza} i chyba całkiem miłe towarzystwo.',
      'Lubię dobre jedzenie, dobre wino i dobre towarzystwo.',
    ],
    life: [
      'Pracuję w służbie zdrowia i bardzo lubię swoją pracę.',
      'W tygodniu dużo pracy, weekendy są dla przyjaciół i rodziny.',
      'Pracuję w IT, więc tak, mogę naprawić Ci drukarkę.',
      'Jestem {nauczycielem|nauczycielką} w szkole podstawowej i dzieciaki trzymają mnie w formie.',
      'Prowadzę własną małą firmę, więc nie narzekam na nudę.',
      'Pracuję na zmiany, więc mój grafik bywa trochę chaotyczny.',
      'Niedawno {przeprowadziłem|przeprowadziłam} się i wciąż odkrywam nowe miasto.',
      'Całe życie mieszkam w tym samym mieście i znam wszystkie najlepsze miejsca.',
      'Mam psa, który myśli, że jest szefem w domu.',
      ['Studiuję i dorabiam w kawiarni.', 18, student],
      ['Dzieci są już dorosłe, więc teraz czas dla mnie.', parent, any],
      ['Jestem na emeryturze i cieszę się każdym dniem.', retired, any],
    ],
    hobbies: [
      'W wolnym czasie lubię gotować dla znajomych.',
      'Przy dobrej pogodzie znajdziesz mnie na rowerze albo na szlaku.',
      'Lubię dobre filmy, lampkę wina i długie rozmowy.',
      'Kilka razy w tygodniu chodzę na siłownię i lubię biegać.',
      'Muzyka wiele dla mnie znaczy, chodzę na koncerty, kiedy tylko mogę.',
      'Uwielbiam podróżować; ostatnio {byłem|byłam} w Portugalii i chętnie wrócę tam choćby jutro.',
      'Niedzielny poranek to kawa, gazeta i długi spacer.',
      'Dużo czytam, głównie kryminały.',
      'Lubię dobrze zjeść i zawsze szukam nowych restauracji.',
      'W soboty gram w piłkę, a w niedziele ją oglądam.',
      'Praca w ogrodzie to mój sposób na relaks.',
      'Kocham morze, lato i spontaniczne wypady.',
      'Planszówki, wieczór na kanapie albo wyjście na tańce: lubię wszystko.',
      'Joga pomaga mi zachować spokój. Zazwyczaj.',
    ],
    looking: [
      'Szukam kogoś, z kim można się pośmiać i dobrze porozmawiać.',
      'Mam nadzieję poznać kogoś szczerego i dobrego, a potem zobaczymy.',
      'Szukam kogoś, kto cieszy się z małych rzeczy.',
      'Nie szukam ideału, tylko kogoś prawdziwego.',
      'Szukam towarzysza małych i dużych przygód.',
      'Jestem tu, żeby poznać nowych ludzi, a kto wie, może coś więcej.',
      'Chętnie poznam kogoś, kto mnie rozśmieszy.',
      'Jestem {gotowy|gotowa} na coś poważnego z właściwą osobą.',
      'Wierzę w chemię, więc umówmy się na kawę i zobaczymy.',
      'Dobre serce i poczucie humoru, niczego więcej nie potrzebuję.',
      'Jestem {otwarty|otwarta} na to, co przyniesie życie.',
    ],
    closing: [
      'Napisz do mnie, jeśli chcesz wiedzieć więcej!',
      'Przywitaj się, nie gryzę :)',
      'Jeśli masz ochotę, po prostu napisz.',
      'Czekam na wiadomość.',
      'Śmiało, napisz do mnie.',
      'Pogadajmy i zobaczmy, czy zaiskrzy.',
    ],
  },
}

export interface AboutMeSubject {
  language: SeedLanguage
  gender: Gender
  name: string
  age: number
  city: string
}

/** A short self-description of three to six sentences, in the member's language. */
export function aboutMe(rng: Rng, subject: AboutMeSubject): string {
  const set = fragments[subject.language]
  const text = (f: Fragment) => (typeof f === 'string' ? f : f[0])
  const fitsAge = (f: Fragment) => typeof f === 'string' || (subject.age >= f[1] && subject.age <= f[2])
  const intro = rng.pick(set.intro.filter(fitsAge))
  // Naming the city twice ("a girl from X ... I recently moved to X") reads oddly, or contradicts itself.
  const cityNamed = text(intro).includes('{city}')
  const fits = (list: readonly Fragment[]) =>
    list.filter((f) => fitsAge(f) && !(cityNamed && text(f).includes('{city}')))
  const middle = [
    ...(rng.chance(0.75) ? [rng.pick(fits(set.life))] : []),
    ...rng.sample(fits(set.hobbies), rng.chance(0.6) ? 1 : 2),
  ]
  // Some people talk about their hobbies before their job.
  if (rng.chance(0.3)) middle.reverse()
  const sentences = [
    intro,
    ...middle,
    ...(rng.chance(0.85) ? [rng.pick(set.looking)] : []),
    ...(rng.chance(0.55) ? [rng.pick(set.closing)] : []),
  ]
  return sentences.map((f) => fill(text(f), subject)).join(' ')
}

function fill(template: string, subject: AboutMeSubject): string {
  const values: Record<string, string> = {
    name: subject.name,
    age: String(subject.age),
    city: subject.city,
    years: polishYears(subject.age),
  }
  return template.replace(/\{([^}]*)\}/g, (_match, inner: string) => {
    const forms = inner.split('|')
    if (forms.length === 2) return (subject.gender === 'male' ? forms[0] : forms[1]) ?? ''
    return values[inner] ?? inner
  })
}

// 22, 23, 24 lata, but 25 lat and 12-14 lat.
function polishYears(age: number): string {
  const last = age % 10
  const tens = age % 100
  return last >= 2 && last <= 4 && !(tens >= 12 && tens <= 14) ? 'lata' : 'lat'
}

/** The ASCII form of a name for e-mail addresses ("Łukasz" gives "lukasz"). */
export function asciiName(name: string): string {
  return name
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
}
