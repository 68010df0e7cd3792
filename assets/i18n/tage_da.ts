<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: 10 Tage durch Deutschland</source>
        <translation>Nyt spil: 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>The youngest player begins:</source>
        <translation>Den yngste spiller begynder:</translation>
    </message>
    <message>
        <source>Youngest player</source>
        <translation>Yngste spiller</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; players on this laptop uncover their cards in turn.</source>
        <translation>Spillerne deltager med deres mobiler: Den bærbare viser en QR-kode for hver mobil og derefter kun den offentlige spilleplade; spillere ved den bærbare vender deres kort på skift.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Det er ikke et træk i dette spil.</translation>
    </message>
    <message>
        <source>You can call out at the start of your turn or with the card you place.</source>
        <translation>Du kan råbe op i starten af din tur eller sammen med det kort, du lægger.</translation>
    </message>
    <message>
        <source>You have already called out this turn.</source>
        <translation>Du har allerede råbt op i denne tur.</translation>
    </message>
    <message>
        <source>The cards are all placed; setup is over.</source>
        <translation>Alle kort er lagt; opstillingen er slut.</translation>
    </message>
    <message>
        <source>Place all your cards on the holder first.</source>
        <translation>Læg først alle dine kort på kortholderen.</translation>
    </message>
    <message>
        <source>There is no day %1; the holder has days 1 to 10.</source>
        <translation>Der er ingen dag %1; kortholderen har dag 1 til 10.</translation>
    </message>
    <message>
        <source>Day %1 already holds a card; during setup cards stay where they are.</source>
        <translation>Dag %1 har allerede et kort; under opstillingen bliver kortene liggende.</translation>
    </message>
    <message>
        <source>You have already drawn a card; exchange or discard it.</source>
        <translation>Du har allerede trukket et kort; byt det ind eller læg det fra dig.</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>Trækbunken er tom.</translation>
    </message>
    <message>
        <source>There are only three discard piles.</source>
        <translation>Der er kun tre aflægningsbunker.</translation>
    </message>
    <message>
        <source>Discard pile %1 is empty.</source>
        <translation>Aflægningsbunke %1 er tom.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Træk først et kort.</translation>
    </message>
    <message>
        <source>Only two discard piles are left: the card you exchange starts pile %1 again.</source>
        <translation>Der er kun to aflægningsbunker tilbage: Kortet, du bytter ud, starter bunke %1 igen.</translation>
    </message>
    <message>
        <source>%1 may not go on day %2: the journey begins and ends in a region.</source>
        <translation>%1 må ikke ligge på dag %2: Rejsen begynder og slutter i en region.</translation>
    </message>
    <message>
        <source>%1 came from pile %2; discard it on another pile or exchange it.</source>
        <translation>%1 kom fra bunke %2; læg det på en anden bunke eller byt det ind.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>10 Tage durch Deutschland</source>
        <translation>10 Tage durch Deutschland (10 dage gennem Tyskland)</translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland — a game in progress</source>
        <translation>10 Tage durch Deutschland — et spil i gang</translation>
    </message>
</context>
<context>
    <name>TageCards</name>
    <message>
        <source>Train</source>
        <translation>Tog</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
</context>
<context>
    <name>TageColours</name>
    <message>
        <source>red</source>
        <extracomment>Strong colours used on cards, route lines and the legend. A shape per colour: the colour-blind safe cue. Hatching of each colour class on the map.</extracomment>
        <translation>rød</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>black</source>
        <translation>sort</translation>
    </message>
</context>
<context>
    <name>TageScreen</name>
    <message>
        <source>Draw pile</source>
        <extracomment>Qt enum values the card paint reads, looked up once (an enum attribute costs a Python call) changes that alter the font or the window colour a face is drawn with Rendered faces of face-up cards by everything a face&apos;s look depends on (see :meth:`CardButton.face_key`), least recently used first. A move changes two or three cards, and a card looks the same in every place of the same size, so a paint is almost always one blit; the fitting of the title (a font-size search) runs once per face. 400 faces of ~100x64 device pixels are ~10 MB. the frames of empty slots and backs (no caption), by state, size, pixel ratio, colour behind the frames with their caption written over them (a day number, a pile&apos;s size), by the frame&apos;s key, the caption and the font: a holder&apos;s face-down row repaints whole when the name column changes width, and writing ~20 captions was ~6 ms of one turn (card, face up, caption) of the last :meth:`set_card` that set names and tooltips the font&apos;s key and the window colour behind the card, read once per change the small text of the place: a day number, a pile&apos;s size selected, or a target of the selection (a thick blue border) part of an invalid link of the route (a red inner border)</extracomment>
        <translation>Trækbunke</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Aflægningsbunker</translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland</source>
        <extracomment>the game log shows this many of the latest lines UI-thread CPU (s) one event-loop turn of drawing the last move&apos;s faces ahead may take (a face is ~0.5-0.7 ms; the first turn may share a heartbeat gap with the move&apos;s own frame) the first turn waits this long (ms) after a refresh, so the move&apos;s paint comes first a new game&apos;s first picture is released in steps this many ms apart (see :meth:`TageScreen._hold_first_picture`): a real timer interval, so that each step runs after the paint the last one caused, in an event-loop turn of its own (a zero timer or a posted call would run before that paint, in the same turn) while a game&apos;s first picture is held back (:meth:`_hold_first_picture`): the widgets whose painting is still held, released one per step</extracomment>
        <translation>10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>&amp;Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>&amp;Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Call out your route: at the start of your turn, or with the card you place</source>
        <translation>Råb din rute op: i starten af din tur eller med det kort, du lægger</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil …</translation>
    </message>
    <message>
        <source>Build a ten-day journey through Germany on your card holder: each day a region that borders the one before, or a train between two regions of its colour, or a bus across one region between. The first correct route wins.</source>
        <translation>Byg en tidagesrejse gennem Tyskland på din kortholder: hver dag en region, der grænser op til den foregående, eller et tog mellem to regioner i togets farve, eller en bus over én region imellem. Den første rigtige rute vinder.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>Train colours:</source>
        <translation>Togfarver:</translation>
    </message>
    <message>
        <source>Berlin (black): every train colour</source>
        <translation>Berlin (sort): alle togfarver</translation>
    </message>
    <message>
        <source>Drawn card:</source>
        <translation>Trukket kort:</translation>
    </message>
    <message>
        <source>Place the remaining cards at random</source>
        <translation>Læg de resterende kort tilfældigt</translation>
    </message>
    <message>
        <source>Route check</source>
        <translation>Rutetjek</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hvad der skete</translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <translation>Start et nyt spil, eller fortsæt det sidste.</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>Spillet fortsætter.</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Giv computeren videre til %1.</translation>
    </message>
    <message>
        <source>Everybody else: please look away.</source>
        <translation>Alle andre: Se venligst væk.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Jeg er %1: vis mine kort</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>the size a holder row is drawn at, off screen, while the screen is built</extracomment>
        <translation>vinder</translation>
    </message>
    <message>
        <source>Since your last turn: %1</source>
        <translation>Siden din sidste tur: %1</translation>
    </message>
    <message>
        <source>Cards to place:</source>
        <translation>Kort at lægge:</translation>
    </message>
    <message>
        <source>Route check: %1</source>
        <translation>Rutetjek: %1</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>let</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>middel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svær</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>computer, %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Dag %1</translation>
    </message>
    <message>
        <source>Days %1–%2</source>
        <translation>Dag %1–%2</translation>
    </message>
    <message>
        <source>%a and %b are neighbours</source>
        <translation>%a og %b er naboer</translation>
    </message>
    <message>
        <source>%a and %b share no border</source>
        <translation>%a og %b har ingen fælles grænse</translation>
    </message>
    <message>
        <source>%a and %b are both %c: the train connects them</source>
        <translation>%a og %b er begge %c: toget forbinder dem</translation>
    </message>
    <message>
        <source>Berlin takes every train colour; %o is %c</source>
        <translation>Berlin passer til alle togfarver; %o er %c</translation>
    </message>
    <message>
        <source>the %c train needs two %c regions, but %w</source>
        <translation>det %c tog kræver to %c regioner, men %w</translation>
    </message>
    <message>
        <source>the bus bridges %v</source>
        <translation>bussen kører over %v</translation>
    </message>
    <message>
        <source>no region borders both %a and %b, so no bus</source>
        <translation>ingen region grænser op til både %a og %b, så ingen bus</translation>
    </message>
    <message>
        <source>%n transport cards between %a and %b; at most one</source>
        <translation>%n transportkort mellem %a og %b; højst ét</translation>
    </message>
    <message>
        <source>day 1 must be a region, not a %k</source>
        <translation>dag 1 skal være en region, ikke en %k</translation>
    </message>
    <message>
        <source>day 10 must be a region, not a %k</source>
        <translation>dag 10 skal være en region, ikke en %k</translation>
    </message>
    <message>
        <source>day %d has no card</source>
        <translation>dag %d har intet kort</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 er %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> og </translation>
    </message>
    <message>
        <source>bus</source>
        <translation>bus</translation>
    </message>
    <message>
        <source>train</source>
        <translation>tog</translation>
    </message>
    <message>
        <source>Setup: your next card is %1. Click a free day to put it there.</source>
        <translation>Opstilling: Dit næste kort er %1. Klik på en ledig dag for at lægge det der.</translation>
    </message>
    <message>
        <source>Cards placed during setup stay where they are.</source>
        <translation>Kort, der er lagt under opstillingen, bliver, hvor de er.</translation>
    </message>
    <message>
        <source>Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Your route is complete! Press “%1” (or Alt+I) now to call out and win.</source>
        <translation>Din rute er færdig! Tryk nu på “%1” (eller Alt+I) for at råbe op og vinde.</translation>
    </message>
    <message>
        <source>Draw: click the draw pile or a discard pile.</source>
        <translation>Træk: Klik på trækbunken eller en aflægningsbunke.</translation>
    </message>
    <message>
        <source>Choose the discard pile for the card from day %1.</source>
        <translation>Vælg aflægningsbunken til kortet fra dag %1.</translation>
    </message>
    <message>
        <source>You drew %1. Click a day to put it there, or a discard pile to discard it.</source>
        <translation>Du trak %1. Klik på en dag for at lægge det dér, eller på en aflægningsbunke for at lægge det fra dig.</translation>
    </message>
    <message>
        <source>Only two discard piles are left: a card you exchange starts pile %1 again; a card you discard may go on another pile.</source>
        <translation>Der er kun to aflægningsbunker tilbage: Et kort, du bytter ud, starter bunke %1 igen; et kort, du lægger fra dig, må lægges på en anden bunke.</translation>
    </message>
    <message>
        <source>Trains and buses never go on day 1 or day 10.</source>
        <translation>Tog og busser må aldrig ligge på dag 1 eller dag 10.</translation>
    </message>
    <message>
        <source>You are calling out: your route is checked as soon as you place this card.</source>
        <translation>Du råber op: Din rute bliver tjekket, så snart du lægger dette kort.</translation>
    </message>
    <message>
        <source>Your route is already complete! Press “%1”, then discard the drawn card, to call out and win.</source>
        <translation>Din rute er allerede færdig! Tryk på “%1”, og læg så det trukne kort fra dig for at råbe op og vinde.</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>Spillet sluttede uden vinder.</translation>
    </message>
    <message>
        <source>%1 travels through Germany in 10 days and wins!</source>
        <translation>%1 rejser gennem Tyskland på 10 dage og vinder!</translation>
    </message>
    <message>
        <source>Setup: %1 places cards.</source>
        <translation>Opstilling: %1 lægger kort.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: calling out with the next card.</source>
        <translation>%1s tur: råber op med det næste kort.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: your route is complete!</source>
        <translation>%1s tur: din rute er færdig!</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1s tur.</translation>
    </message>
    <message>
        <source>%1 draws from the draw pile.</source>
        <translation>%1 trækker fra trækbunken.</translation>
    </message>
    <message>
        <source>%1 takes %2 from discard pile %3.</source>
        <translation>%1 tager %2 fra aflægningsbunke %3.</translation>
    </message>
    <message>
        <source>%1 puts the card on day %2 and lays %3 on pile %4.</source>
        <translation>%1 lægger kortet på dag %2 og %3 på bunke %4.</translation>
    </message>
    <message>
        <source>%1 discards %2 onto pile %3.</source>
        <translation>%1 lægger %2 på bunke %3.</translation>
    </message>
    <message>
        <source>All cards are placed: the journey begins.</source>
        <translation>Alle kort er lagt: Rejsen begynder.</translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new draw pile.</source>
        <translation>Aflægningsbunkerne blandes til en ny trækbunke.</translation>
    </message>
    <message>
        <source>%1: “Ich reise in 10 Tagen durch Deutschland!”</source>
        <translation>%1: “Ich reise in 10 Tagen durch Deutschland!” (Jeg rejser gennem Tyskland på 10 dage!)</translation>
    </message>
    <message>
        <source>Correct — %1 wins!</source>
        <translation>Rigtigt — %1 vinder!</translation>
    </message>
    <message>
        <source>Not yet correct: %1. Play goes on.</source>
        <translation>Endnu ikke rigtigt: %1. Spillet fortsætter.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation>Grænsen for antal ture er nået.</translation>
    </message>
</context>
</TS>
