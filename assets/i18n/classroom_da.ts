<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>ClassReport</name>
    <message>
        <source>Class quiz report</source>
        <translation>Rapport over klassequizzen</translation>
    </message>
    <message>
        <source>devices: %1</source>
        <translation>enheder: %1</translation>
    </message>
    <message>
        <source>Cards: %1 · answer time %2 s · right on average %3</source>
        <translation>Kort: %1 · svartid %2 s · rigtigt i gennemsnit %3</translation>
    </message>
    <message>
        <source>The cards the class got wrong most</source>
        <translation>De kort, klassen oftest tog fejl af</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rigtigt</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Løsning</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Where the class tipped (the cards got wrong most)</source>
        <translation>Hvor klassen tippede (de kort, der oftest var forkerte)</translation>
    </message>
    <message>
        <source>Where the class tipped, card by card</source>
        <translation>Hvor klassen tippede, kort for kort</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Elever</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Right cards</source>
        <translation>Rigtige kort</translation>
    </message>
    <message>
        <source>Stones right</source>
        <translation>Rigtige brikker</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Gennemsnitstid</translation>
    </message>
    <message>
        <source>Colour bonus</source>
        <translation>Farvebonus</translation>
    </message>
    <message>
        <source>The rulebook&apos;s colour bonus (most right cards of a colour)</source>
        <translation>Spillereglernes farvebonus (flest rigtige kort i en farve)</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
</context>
<context>
    <name>ClassSetupScreen</name>
    <message>
        <source>Finden Sie Minden in der Klasse</source>
        <translation>Finden Sie Minden i klassen</translation>
    </message>
    <message>
        <source>Students answer on their own phones, tablets or laptops in the school network: they open the address on the projector or scan its QR code and type their name (no accounts). Nothing leaves the school network.</source>
        <translation>Eleverne svarer på deres egne telefoner, tablets eller bærbare på skolens netværk: de åbner adressen på projektoren eller scanner QR-koden og skriver deres navn (ingen konti). Intet forlader skolens netværk.</translation>
    </message>
    <message>
        <source>All colours</source>
        <translation>Alle farver</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gul</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>&amp;Pick cards…</source>
        <translation>&amp;Vælg kort …</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Students by name (up to %1 devices)</source>
        <translation>Elever med navn (op til %1 enheder)</translation>
    </message>
    <message>
        <source>Teams, one device each:</source>
        <translation>Hold, én enhed hver:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ingen grænse</translation>
    </message>
    <message>
        <source>How many devices may join from one network address a minute. Raise it when the whole class reaches this computer through one router.</source>
        <translation>Hvor mange enheder der må tilmelde sig fra én netværksadresse i minuttet. Hæv tallet, hvis hele klassen når denne computer gennem én router.</translation>
    </message>
    <message>
        <source>New names wait until I &amp;let them in</source>
        <translation>Nye navne venter, til jeg &amp;lukker dem ind</translation>
    </message>
    <message>
        <source>Turn away rude na&amp;mes (German, English, Danish)</source>
        <translation>Afvis grove &amp;navne (tysk, engelsk, dansk)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s final colour bonus (+5 for the most right cards o&amp;f a colour)</source>
        <translation>Spillereglernes farvebonus til s&amp;idst (+5 for flest rigtige kort i en farve)</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Bunke:</translation>
    </message>
    <message>
        <source>C&amp;olour:</source>
        <translation>&amp;Farve:</translation>
    </message>
    <message>
        <source>Sa&amp;ved quiz:</source>
        <translation>Gemt q&amp;uiz:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Kort:</translation>
    </message>
    <message>
        <source>&amp;Answer time:</source>
        <translation>&amp;Svartid:</translation>
    </message>
    <message>
        <source>Who plays:</source>
        <translation>Hvem spiller:</translation>
    </message>
    <message>
        <source>&amp;Joins per address a minute:</source>
        <translation>Tilmeldinger pr. adresse i &amp;minuttet:</translation>
    </message>
    <message>
        <source>&amp;Start the class quiz</source>
        <translation>Start klasse&amp;quizzen</translation>
    </message>
    <message>
        <source>&amp;Reports…</source>
        <translation>&amp;Rapporter…</translation>
    </message>
    <message>
        <source>Res&amp;ume the class quiz that was cut short</source>
        <translation>&amp;Genoptag den afbrudte klassequiz</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Tilbage</translation>
    </message>
    <message>
        <source>&amp;Worksheet (PDF)…</source>
        <translation>&amp;Opgaveark (PDF) …</translation>
    </message>
    <message>
        <source>The blank board with the prompts numbered, and an answer key</source>
        <translation>Den tomme spilleplade med de nummererede spørgsmål og et facitark</translation>
    </message>
    <message>
        <source>None: draw or pick the cards</source>
        <translation>Ingen: træk eller vælg kortene</translation>
    </message>
    <message>
        <source>%1 cards picked</source>
        <translation>%1 kort valgt</translation>
    </message>
    <message>
        <source>Pick cards</source>
        <translation>Vælg kort</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrér</translation>
    </message>
    <message>
        <source>For a worksheet choose a saved quiz or pick the cards first.</source>
        <translation>Vælg først en gemt quiz eller vælg kortene til et opgaveark.</translation>
    </message>
    <message>
        <source>The card database could not be read: %1</source>
        <translation>Kortdatabasen kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>of %1 in the deck</source>
        <translation>af %1 i bunken</translation>
    </message>
    <message>
        <source>There is no deck in the card database.</source>
        <translation>Der er ingen bunke i kortdatabasen.</translation>
    </message>
    <message>
        <source>Class quiz</source>
        <translation>Klassequiz</translation>
    </message>
    <message>
        <source>A class quiz is running. End it and close its window?</source>
        <translation>En klassequiz er i gang. Afslut den og luk dens vindue?</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>Gem opgavearket</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ClassWorksheet</name>
    <message>
        <source>Worksheet: %1</source>
        <translation>Opgaveark: %1</translation>
    </message>
    <message>
        <source>Name: ______________________________    Date: ______________</source>
        <translation>Navn: ______________________________    Dato: ______________</translation>
    </message>
    <message>
        <source>Find each place on the board and write where it lies: West or East (W/O), north, middle or south (N/M/S), the square&apos;s number and the quadrant (A top left, B top right, C bottom left, D bottom right).</source>
        <translation>Find hvert sted på spillepladen og skriv, hvor det ligger: vest eller øst (W/O), nord, midt eller syd (N/M/S), feltets nummer og kvadranten (A øverst til venstre, B øverst til højre, C nederst til venstre, D nederst til højre).</translation>
    </message>
    <message>
        <source>W/O</source>
        <translation>W/O</translation>
    </message>
    <message>
        <source>N/M/S</source>
        <translation>N/M/S</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Quadrant</source>
        <translation>Kvadrant</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Spørgsmål</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>Facit: %1</translation>
    </message>
    <message>
        <source>A card near a line has two solutions; either is right.</source>
        <translation>Et kort tæt på en linje har to løsninger; begge er rigtige.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Løsning</translation>
    </message>
    <message>
        <source> or </source>
        <translation> eller </translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>That is not possible now.</source>
        <translation>Det kan ikke lade sig gøre lige nu.</translation>
    </message>
    <message>
        <source>Too late: the time for this card is up.</source>
        <translation>For sent: tiden for dette kort er gået.</translation>
    </message>
    <message>
        <source>The quiz has not started yet.</source>
        <translation>Quizzen er ikke startet endnu.</translation>
    </message>
    <message>
        <source>The quiz is paused. Wait for the teacher.</source>
        <translation>Quizzen er sat på pause. Vent på læreren.</translation>
    </message>
    <message>
        <source>You have already sent your tip for this card.</source>
        <translation>Du har allerede sendt dit tip for dette kort.</translation>
    </message>
    <message>
        <source>That is not a tip on the board.</source>
        <translation>Det er ikke et tip på spillepladen.</translation>
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation>Quizzen er slut.</translation>
    </message>
    <message>
        <source>The class is full (%1 devices).</source>
        <translation>Klassen er fuld (%1 enheder).</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Skriv først dit navn.</translation>
    </message>
    <message>
        <source>Please choose another name.</source>
        <translation>Vælg venligst et andet navn.</translation>
    </message>
    <message>
        <source>This room code is not right. Look at the projector.</source>
        <translation>Denne rumkode er forkert. Se på projektoren.</translation>
    </message>
    <message>
        <source>This device is not in the quiz (any more). Join again.</source>
        <translation>Denne enhed er ikke (længere) med i quizzen. Deltag igen.</translation>
    </message>
    <message>
        <source>The teacher took this device out of the quiz.</source>
        <translation>Læreren har taget denne enhed ud af quizzen.</translation>
    </message>
    <message>
        <source>You opened the quiz on another device or tab.</source>
        <translation>Du har åbnet quizzen på en anden enhed eller fane.</translation>
    </message>
    <message>
        <source>Too many attempts. Wait a moment and try again.</source>
        <translation>For mange forsøg. Vent et øjeblik, og prøv igen.</translation>
    </message>
    <message>
        <source>Too many joins from this network address. Wait a minute or ask the teacher.</source>
        <translation>For mange tilmeldinger fra denne netværksadresse. Vent et minut, eller spørg læreren.</translation>
    </message>
    <message>
        <source>The teacher did not let this name in.</source>
        <translation>Læreren har ikke lukket dette navn ind.</translation>
    </message>
    <message>
        <source>The device sent a message the quiz does not understand.</source>
        <translation>Enheden sendte en besked, som quizzen ikke forstår.</translation>
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation>Deltag først i quizzen.</translation>
    </message>
    <message>
        <source>The teacher closed the quiz.</source>
        <translation>Læreren har lukket quizzen.</translation>
    </message>
    <message>
        <source>Finden Sie Minden in der Klasse</source>
        <translation>Finden Sie Minden i klassen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Deltag</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Your team&apos;s name</source>
        <translation>Dit holds navn</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Rumkode</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Forbinder …</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Forbindelsen blev afbrudt. Forbinder igen …</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>Du er %1</translation>
    </message>
    <message>
        <source>Waiting for the teacher to start…</source>
        <translation>Venter på, at læreren starter …</translation>
    </message>
    <message>
        <source>Waiting for the teacher to let you in…</source>
        <translation>Venter på, at læreren lukker dig ind …</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Kort %1 af %2</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>%1 s tilbage</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Your tip</source>
        <translation>Dit tip</translation>
    </message>
    <message>
        <source>As many stones as you dare: one point each, none if one is wrong.</source>
        <translation>Så mange brikker, som du tør: ét point hver, ingen hvis én er forkert.</translation>
    </message>
    <message>
        <source>West/East</source>
        <translation>Vest/Øst</translation>
    </message>
    <message>
        <source>North/Middle/South</source>
        <translation>Nord/Midt/Syd</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Quadrant</source>
        <translation>Kvadrant</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Vest</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Midt</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <source>Send the tip</source>
        <translation>Send tippet</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Spring over</translation>
    </message>
    <message>
        <source>Pass without a stone? Tap again</source>
        <translation>Springe over uden sten? Tryk igen</translation>
    </message>
    <message>
        <source>Tap where the place lies: four stones at once. Fewer stones are safer: tap a stone below to take it back.</source>
        <translation>Tryk der, hvor stedet ligger: fire sten på én gang. Færre sten er sikrere: tryk på en sten nedenfor for at tage den tilbage.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spilleplade</translation>
    </message>
    <message>
        <source>Tip card</source>
        <translation>Tipkort</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom ind</translation>
    </message>
    <message>
        <source>Whole board</source>
        <translation>Hele pladen</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>tag tilbage</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Start forfra</translation>
    </message>
    <message>
        <source>Tip sent: %1. Wait for the solution.</source>
        <translation>Tip sendt: %1. Vent på løsningen.</translation>
    </message>
    <message>
        <source>no stone</source>
        <translation>ingen brik</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Løsning</translation>
    </message>
    <message>
        <source>Right! +%1</source>
        <translation>Rigtigt! +%1</translation>
    </message>
    <message>
        <source>Not right — no points this time.</source>
        <translation>Ikke rigtigt – ingen point denne gang.</translation>
    </message>
    <message>
        <source>No tip sent in time.</source>
        <translation>Intet tip sendt i tide.</translation>
    </message>
    <message>
        <source>Your points: %1</source>
        <translation>Dine point: %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1. plads</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>points</source>
        <translation>point</translation>
    </message>
    <message>
        <source>The quiz is over. Thank you!</source>
        <translation>Quizzen er slut. Tak!</translation>
    </message>
    <message>
        <source>%1 of %2 have answered</source>
        <translation>%1 af %2 har svaret</translation>
    </message>
    <message>
        <source>%1 in the class</source>
        <translation>%1 i klassen</translation>
    </message>
    <message>
        <source>Join at %1 with the room code</source>
        <translation>Deltag på %1 med rumkoden</translation>
    </message>
    <message>
        <source>How the class tipped</source>
        <translation>Sådan tippede klassen</translation>
    </message>
    <message>
        <source>%1 % right</source>
        <translation>%1 % rigtigt</translation>
    </message>
    <message>
        <source>Nobody has joined yet.</source>
        <translation>Ingen er med endnu.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Pointtavle</translation>
    </message>
    <message>
        <source>no stone: %1</source>
        <translation>uden brik: %1</translation>
    </message>
    <message>
        <source>Names hidden</source>
        <translation>Navne skjult</translation>
    </message>
    <message>
        <source>Equal points share a place; within it, more right cards come first.</source>
        <translation>Lige mange point deler en plads; inden for den kommer flest rigtige kort først.</translation>
    </message>
    <message>
        <source>Teams on the same space share a place; more right cards come first.</source>
        <translation>Hold på samme felt deler en plads; flest rigtige kort kommer først.</translation>
    </message>
    <message>
        <source>Colour bonus (most right cards of a colour)</source>
        <translation>Farvebonus (flest rigtige kort i en farve)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gul</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
</context>
<context>
    <name>PickMap</name>
    <message numerus="yes">
        <source>Click a card on the map to add it to the quiz or take it out: %n picked</source>
        <translation>
            <numerusform>Klik på et kort på kortet for at tage det med i quizzen eller fjerne det igen: %n valgt</numerusform>
            <numerusform>Klik på et kort på kortet for at tage det med i quizzen eller fjerne det igen: %n valgt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportsDialog</name>
    <message>
        <source>Class quiz reports</source>
        <translation>Rapporter fra klassequizzer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Bunke</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Enheder</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rigtige</translation>
    </message>
    <message>
        <source>Stored class quizzes</source>
        <translation>Gemte klassequizzer</translation>
    </message>
    <message>
        <source>No class quiz has been stored yet.</source>
        <translation>Der er endnu ikke gemt nogen klassequiz.</translation>
    </message>
    <message>
        <source>Save &amp;CSV…</source>
        <translation>Gem &amp;CSV…</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>Gem &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slet…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>%1 teams</source>
        <translation>%1 hold</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>afbrudt</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Gem rapporten</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Delete the report</source>
        <translation>Slet rapporten</translation>
    </message>
    <message>
        <source>Delete the report of %1 (%2) with every student&apos;s answers?</source>
        <translation>Slet rapporten om %1 (%2) med alle elevernes svar?</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Class quiz</source>
        <translation>Finden Sie Minden — i klassen</translation>
    </message>
</context>
<context>
    <name>TeacherWindow</name>
    <message>
        <source>Class quiz — room %1</source>
        <extracomment>the size the window asks for; it shrinks to the screen it opens on (1280×720 fits) projector mode: read from the back row — black on white, large type, thick focus lines the laptop&apos;s own view: the room code and the card stand out</extracomment>
        <translation>Klassequiz – rum %1</translation>
    </message>
    <message>
        <source>&amp;Let in</source>
        <translation>&amp;Luk ind</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Næste</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>T&amp;urn away</source>
        <translation>Afv&amp;is</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Startværdi %1</translation>
    </message>
    <message>
        <source>The same seed, deck and number of cards draw the same cards</source>
        <translation>Samme startværdi, bunke og antal kort trækker de samme kort</translation>
    </message>
    <message>
        <source>Next: Space or →, Pause: P</source>
        <translation>Næste: mellemrum eller →, pause: P</translation>
    </message>
    <message>
        <source>Remove s&amp;tudent</source>
        <translation>Fjern &amp;elev</translation>
    </message>
    <message>
        <source>Show names on the pro&amp;jector</source>
        <translation>Vis na&amp;vne på projektoren</translation>
    </message>
    <message>
        <source>Open the projector pa&amp;ge</source>
        <translation>Åbn pro&amp;jektorsiden</translation>
    </message>
    <message>
        <source>Projector m&amp;ode</source>
        <translation>Projektor&amp;tilstand</translation>
    </message>
    <message>
        <source>Save the report as P&amp;DF…</source>
        <translation>Gem rapporten som P&amp;DF …</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Spil i&amp;gen</translation>
    </message>
    <message>
        <source>The same cards in the same order; the class stays joined</source>
        <translation>De samme kort i samme rækkefølge; klassen forbliver tilmeldt</translation>
    </message>
    <message>
        <source>Sa&amp;ve this quiz as…</source>
        <translation>Gem &amp;quizzen som …</translation>
    </message>
    <message>
        <source>Wor&amp;ksheet (PDF)…</source>
        <translation>Opgavear&amp;k (PDF) …</translation>
    </message>
    <message>
        <source>This quiz for homework: the blank board, the prompts numbered, an answer key</source>
        <translation>Denne quiz som lektie: den tomme spilleplade, de nummererede spørgsmål, et facitark</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Rumkode</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Elever</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>Waiting for the class to join</source>
        <translation>Venter på, at klassen deltager</translation>
    </message>
    <message>
        <source>The quiz is over</source>
        <translation>Quizzen er slut</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Kort %1 af %2</translation>
    </message>
    <message>
        <source>%1 of %2 answered · %3 s left</source>
        <translation>%1 af %2 har svaret · %3 s tilbage</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Solution %1 · %2 % right</source>
        <translation>Løsning %1 · %2 % rigtigt</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) joined</source>
        <translation>
            <numerusform>%n enhed deltager</numerusform>
            <numerusform>%n enheder deltager</numerusform>
        </translation>
    </message>
    <message>
        <source>Students (%1)</source>
        <translation>Elever (%1)</translation>
    </message>
    <message>
        <source>✓ answered this card: %1</source>
        <translation>✓ har svaret på dette kort: %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>F&amp;ortsæt</translation>
    </message>
    <message>
        <source>Waiting to join (%1)</source>
        <translation>Venter på at komme ind (%1)</translation>
    </message>
    <message>
        <source>Save this quiz</source>
        <translation>Gem quizzen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Class quiz</source>
        <translation>Klassequiz</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Opgaveark</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Gem rapporten</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
</context>
</TS>
