<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: Stadt-Land-anders</source>
        <translation>Nyt spil: Stadt-Land-anders</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; the terms stay on the phones until the check.</source>
        <translation>Spillerne er med på deres mobiler: Den bærbare viser en QR-kode for hver mobil og derefter kun det offentlige spillebræt; ordene bliver på mobilerne indtil kontrollen.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>5 rounds (short game)</source>
        <translation>5 runder (kort spil)</translation>
    </message>
    <message>
        <source>7 rounds (normal game)</source>
        <translation>7 runder (normalt spil)</translation>
    </message>
    <message>
        <source>9 rounds (long game)</source>
        <translation>9 runder (langt spil)</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Runder:</translation>
    </message>
    <message>
        <source>Mixed: green and blue prompts</source>
        <translation>Blandet: grønne og blå opgaver</translation>
    </message>
    <message>
        <source>Green only: letters</source>
        <translation>Kun grønne: bogstaver</translation>
    </message>
    <message>
        <source>Blue only: creative</source>
        <translation>Kun blå: kreative</translation>
    </message>
    <message>
        <source>&amp;Prompts:</source>
        <translation>&amp;Opgaver:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>intet ur</translation>
    </message>
    <message>
        <source>Round &amp;timer:</source>
        <translation>Rundet&amp;id:</translation>
    </message>
    <message>
        <source>After “Aus!” a term being written may be finished</source>
        <translation>Efter „Aus!“ må et påbegyndt ord skrives færdigt</translation>
    </message>
    <message>
        <source>Time to &amp;finish a term:</source>
        <translation>Tid til at skrive &amp;færdig:</translation>
    </message>
    <message>
        <source>Creative Play: point at the most creative player</source>
        <translation>Kreativt spil: peg på den mest kreative spiller</translation>
    </message>
    <message>
        <source>German (Ä, Ö, Ü are vowels)</source>
        <translation>Tysk (Ä, Ö, Ü er vokaler)</translation>
    </message>
    <message>
        <source>Danish (Y, Æ, Ø, Å are vowels; Æ, Ø, Å own letters)</source>
        <translation>Dansk (Y, Æ, Ø, Å er vokaler; Æ, Ø, Å egne bogstaver)</translation>
    </message>
    <message>
        <source>&amp;Letters of the terms:</source>
        <translation>&amp;Bogstaver i ordene:</translation>
    </message>
    <message>
        <source>Our group counts Y as a vowel (German)</source>
        <translation>Vores gruppe regner Y som vokal (tysk)</translation>
    </message>
    <message>
        <source>Category cards</source>
        <translation>Kategorikort</translation>
    </message>
    <message>
        <source>%1-star cards</source>
        <translation>Kort med %1 ★</translation>
    </message>
    <message>
        <source>Number of categories</source>
        <translation>Antal kategorier</translation>
    </message>
    <message>
        <source>Categories:</source>
        <translation>Kategorier:</translation>
    </message>
    <message>
        <source>&amp;Draw at random</source>
        <translation>&amp;Træk tilfældigt</translation>
    </message>
    <message>
        <source>Category cards in play</source>
        <translation>Kategorikort i spil</translation>
    </message>
    <message>
        <source>Cards chosen: %1 (5 to 7)</source>
        <translation>Valgte kort: %1 (5 til 7)</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Hver spiller skal have et navn.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>To spillere har samme navn.</translation>
    </message>
    <message>
        <source>Choose 5 category cards (6 or 7 as a variant).</source>
        <translation>Vælg 5 kategorikort (6 eller 7 som variant).</translation>
    </message>
    <message>
        <source>Creative Play needs at least 3 players.</source>
        <translation>Kreativt spil kræver mindst 3 spillere.</translation>
    </message>
    <message>
        <source>The round timer is off or at least 10 seconds.</source>
        <translation>Rundetiden er slået fra eller mindst 10 sekunder.</translation>
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
        <source>Time cannot run backwards.</source>
        <translation>Tiden kan ikke gå baglæns.</translation>
    </message>
    <message>
        <source>A round is already being played.</source>
        <translation>Der spilles allerede en runde.</translation>
    </message>
    <message>
        <source>There is no player %1.</source>
        <translation>Der er ingen spiller %1.</translation>
    </message>
    <message>
        <source>There is no category column %1.</source>
        <translation>Der er ingen kategorikolonne %1.</translation>
    </message>
    <message>
        <source>“Stopp und 1!” and “Stopp und Aus!” are called while the round runs.</source>
        <translation>“Stopp und 1!” og “Stopp und Aus!” råbes, mens runden er i gang.</translation>
    </message>
    <message>
        <source>Time is up: the round ends with “Stopp und Aus!”.</source>
        <translation>Tiden er gået: runden slutter med “Stopp und Aus!”.</translation>
    </message>
    <message>
        <source>You have already called “Stopp und 1!”.</source>
        <translation>Du har allerede råbt “Stopp und 1!”.</translation>
    </message>
    <message>
        <source>“Stopp und 1!” needs at least 2 categories filled.</source>
        <translation>“Stopp und 1!” kræver mindst 2 udfyldte kategorier.</translation>
    </message>
    <message>
        <source>Every category is filled: call “Stopp und Aus!” instead.</source>
        <translation>Alle kategorier er udfyldt: råb “Stopp und Aus!” i stedet.</translation>
    </message>
    <message>
        <source>The round goes on until someone calls “Stopp und Aus!”.</source>
        <translation>Runden fortsætter, til nogen råber “Stopp und Aus!”.</translation>
    </message>
    <message>
        <source>After “Stopp und 1!” you may not write more; your count ends the round.</source>
        <translation>Efter “Stopp und 1!” må du ikke skrive mere; din tælling afslutter runden.</translation>
    </message>
    <message>
        <source>The terms are entered after “Stopp und Aus!”.</source>
        <translation>Ordene indtastes efter “Stopp und Aus!”.</translation>
    </message>
    <message>
        <source>Let everyone finish the term they are writing.</source>
        <translation>Lad alle skrive det ord færdigt, de er i gang med.</translation>
    </message>
    <message>
        <source>Terms are entered after the round, one player after the other.</source>
        <translation>Ordene indtastes efter runden, én spiller ad gangen.</translation>
    </message>
    <message>
        <source>It is player %1&apos;s turn to enter terms.</source>
        <translation>Det er spiller %1s tur til at indtaste ord.</translation>
    </message>
    <message>
        <source>Enter one term for each of the %1 categories.</source>
        <translation>Indtast ét ord for hver af de %1 kategorier.</translation>
    </message>
    <message>
        <source>A term may have at most %1 characters.</source>
        <translation>Et ord må højst have %1 tegn.</translation>
    </message>
    <message>
        <source>You called “Stopp und 1!” with %1 terms and may not have written more. If the number was wrong, take the call back on the round page (Undo) before the entry.</source>
        <translation>Du råbte “Stopp und 1!” med %1 ord og må ikke have skrevet flere. Var tallet forkert, så fortryd råbet på rundesiden, før indtastningen begynder.</translation>
    </message>
    <message>
        <source>You called “Stopp und Aus!”, so every category needs a term.</source>
        <translation>Du råbte “Stopp und Aus!”, så hver kategori skal have et ord.</translation>
    </message>
    <message>
        <source>Votes, corrections and merges are made while the terms are checked.</source>
        <translation>Afstemninger, rettelser og sammenlægninger sker, mens ordene kontrolleres.</translation>
    </message>
    <message>
        <source>A gap has no term to vote on.</source>
        <translation>Et hul har intet ord at stemme om.</translation>
    </message>
    <message>
        <source>Everyone wrote this term; nobody is left to vote on it.</source>
        <translation>Alle skrev dette ord; der er ingen tilbage til at stemme.</translation>
    </message>
    <message>
        <source>Each player votes once.</source>
        <translation>Hver spiller stemmer én gang.</translation>
    </message>
    <message>
        <source>Players do not vote on their own term.</source>
        <translation>Man stemmer ikke om sit eget ord.</translation>
    </message>
    <message>
        <source>The term and its justification are unchanged.</source>
        <translation>Ordet og begrundelsen er uændrede.</translation>
    </message>
    <message>
        <source>Choose at least two terms of this category to merge.</source>
        <translation>Vælg mindst to ord i denne kategori at lægge sammen.</translation>
    </message>
    <message>
        <source>These terms already count as one term.</source>
        <translation>Disse ord tæller allerede som ét ord.</translation>
    </message>
    <message>
        <source>There is nothing to take back in this round.</source>
        <translation>Der er intet at fortryde i denne runde.</translation>
    </message>
    <message>
        <source>Terms have been entered: the call can no longer be taken back.</source>
        <translation>Der er indtastet ord: råbet kan ikke længere fortrydes.</translation>
    </message>
    <message>
        <source>There is nothing to score yet.</source>
        <translation>Der er intet at tælle op endnu.</translation>
    </message>
    <message>
        <source>Creativity points are given after scoring a round.</source>
        <translation>Kreativitetspoint gives, når runden er talt op.</translation>
    </message>
    <message>
        <source>Every player points at one fellow player.</source>
        <translation>Hver spiller peger på en medspiller.</translation>
    </message>
    <message>
        <source>Still to choose whom they point at: %1.</source>
        <translation>Har endnu ikke valgt, hvem de peger på: %1.</translation>
    </message>
    <message>
        <source>Nobody points at themselves.</source>
        <translation>Ingen peger på sig selv.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Stadt-Land-anders</source>
        <translation>Stadt-Land-anders</translation>
    </message>
    <message>
        <source>Stadt-Land-anders — a round running</source>
        <translation>Stadt-Land-anders — en runde i gang</translation>
    </message>
    <message>
        <source>Stadt-Land-anders — checking the terms</source>
        <translation>Stadt-Land-anders — ordene kontrolleres</translation>
    </message>
</context>
<context>
    <name>StadtlandScreen</name>
    <message>
        <source>Stadt-Land-anders</source>
        <translation>Stadt-Land-anders</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <source>A signal at “Aus!” and a soft tick at the end of the count</source>
        <translation>Et signal ved “Aus!” og et blødt tik i slutningen af tællingen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>?</source>
        <extracomment>widths remembered at most (a window being resized asks for a new one each step) the (prompt, language) shown, so that showing it again (every tick of the round&apos;s clock) does not set the style sheets again: that re-polishes and repaints the card</extracomment>
        <translation>?</translation>
    </message>
    <message>
        <source>The prompt card is still face down.</source>
        <translation>Opgavekortet ligger stadig med bagsiden op.</translation>
    </message>
    <message>
        <source>● Green card: letters — the app checks the terms</source>
        <translation>● Grønt kort: bogstaver — appen kontrollerer ordene</translation>
    </message>
    <message>
        <source>◆ Blue card: creative — you judge the terms</source>
        <translation>◆ Blåt kort: kreativt — I bedømmer ordene</translation>
    </message>
    <message>
        <source>German card: “%1”</source>
        <translation>Tysk kort: „%1“</translation>
    </message>
    <message>
        <source>The laptop is the game master: it draws the prompt, runs the clock, takes everybody&apos;s terms after the round, checks the letter prompts and repeated terms, lets you vote on the rest and keeps the score.

Find one term per category that fits the prompt. “Stopp und Aus!” when every category is filled; “Stopp und 1!” with at least two filled ends the round ten seconds later.

Points: 2 for a term nobody else has, 1 for a shared term, and 1 extra point for each other player with a gap in that category.</source>
        <translation>Den bærbare er spilleder: Den trækker opgaven, styrer uret, tager imod alles ord efter runden, kontrollerer bogstavopgaverne og gentagne ord, lader jer stemme om resten og holder styr på pointene.

Find ét ord pr. kategori, der passer til opgaven. „Stopp und Aus!“ når alle kategorier er udfyldt; „Stopp und 1!“ med mindst to udfyldt afslutter runden ti sekunder senere.

Point: 2 for et ord, ingen andre har, 1 for et ord, andre også har, og 1 ekstrapoint for hver anden spiller med et hul i kategorien.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tid tilbage</translation>
    </message>
    <message>
        <source>&amp;Deal the prompt and start the round</source>
        <translation>&amp;Træk opgaven og start runden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Råb</translation>
    </message>
    <message>
        <source>filled: ?</source>
        <translation>udfyldt: ?</translation>
    </message>
    <message>
        <source>Categories filled by %1</source>
        <translation>Kategorier udfyldt af %1</translation>
    </message>
    <message>
        <source>How many categories are filled</source>
        <translation>Hvor mange kategorier der er udfyldt</translation>
    </message>
    <message>
        <source>Stopp und 1!</source>
        <translation>Stopp und 1!</translation>
    </message>
    <message>
        <source>Stopp und 1 for %1</source>
        <translation>Stopp und 1 for %1</translation>
    </message>
    <message>
        <source>Stopp und Aus!</source>
        <translation>Stopp und Aus!</translation>
    </message>
    <message>
        <source>Stopp und Aus for %1</source>
        <translation>Stopp und Aus for %1</translation>
    </message>
    <message>
        <source>&amp;Done: hide my terms</source>
        <translation>&amp;Færdig: skjul mine ord</translation>
    </message>
    <message>
        <source>Terms of this round</source>
        <translation>Rundens ord</translation>
    </message>
    <message>
        <source>✓ accepted   ✗ crossed out, with the reason   — gap.   Singular or plural are both fine (rule 2). Be generous, but not arbitrary.</source>
        <translation>✓ godkendt   ✗ streget ud, med begrundelse   — hul.   Ental og flertal er begge i orden (regel 2). Vær gavmilde, men ikke vilkårlige.</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Afstemning</translation>
    </message>
    <message>
        <source>&amp;Count the votes</source>
        <translation>&amp;Tæl stemmerne</translation>
    </message>
    <message>
        <source>Correct the term</source>
        <translation>Ret ordet</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>valgfri</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>&amp;Ord:</translation>
    </message>
    <message>
        <source>Ju&amp;stification:</source>
        <translation>Be&amp;grundelse:</translation>
    </message>
    <message>
        <source>Sa&amp;ve the correction</source>
        <translation>&amp;Gem rettelsen</translation>
    </message>
    <message>
        <source>Same term, other spelling</source>
        <translation>Samme ord, anden stavemåde</translation>
    </message>
    <message>
        <source>&amp;Merge into one term</source>
        <translation>&amp;Læg sammen til ét ord</translation>
    </message>
    <message>
        <source>&amp;Score the round</source>
        <translation>&amp;Giv point for runden</translation>
    </message>
    <message>
        <source>Creative Play: on a signal, everyone points at a fellow player</source>
        <translation>Kreativt spil: på et tegn peger alle på en medspiller</translation>
    </message>
    <message>
        <source>Count the &amp;fingers</source>
        <translation>Tæl &amp;fingrene</translation>
    </message>
    <message>
        <source>Points per round and total</source>
        <translation>Point pr. runde og i alt</translation>
    </message>
    <message>
        <source>Terms of the last round</source>
        <translation>Ordene fra sidste runde</translation>
    </message>
    <message>
        <source>filled: </source>
        <translation>udfyldt: </translation>
    </message>
    <message>
        <source>&amp;Deal the next prompt</source>
        <translation>&amp;Træk næste opgave</translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <extracomment>&quot;Stopp und 1!&quot; waiting for its number: (player, time of the call) the size the pages are drawn at while the screen is built (:meth:`_warm_up`)</extracomment>
        <translation>Start et nyt spil, eller fortsæt det sidste.</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Fortrudt.</translation>
    </message>
    <message>
        <source>Crossed out: %1 of %2 reject it.</source>
        <translation>Streget ud: %1 af %2 afviser det.</translation>
    </message>
    <message>
        <source>Accepted: %1 of %2 reject it (a tie accepts).</source>
        <translation>Godkendt: %1 af %2 afviser det (ved stemmelighed godkendes det).</translation>
    </message>
    <message>
        <source>Corrected.</source>
        <translation>Rettet.</translation>
    </message>
    <message>
        <source>Merged: they count as one shared term.</source>
        <translation>Lagt sammen: de tæller som ét fælles ord.</translation>
    </message>
    <message>
        <source>&amp;Undo the last call</source>
        <translation>&amp;Fortryd det sidste råb</translation>
    </message>
    <message>
        <source>&amp;Undo the last vote</source>
        <translation>&amp;Fortryd den sidste afstemning</translation>
    </message>
    <message>
        <source>&amp;Undo the last correction</source>
        <translation>&amp;Fortryd den sidste rettelse</translation>
    </message>
    <message>
        <source>&amp;Undo the last merge</source>
        <translation>&amp;Fortryd den sidste sammenlægning</translation>
    </message>
    <message>
        <source>Extra round %1 (tie)</source>
        <extracomment>the text colour of a tinted cell</extracomment>
        <translation>Ekstrarunde %1 (uafgjort)</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 af %2</translation>
    </message>
    <message>
        <source>Everybody ready with paper and pen? Deal the first prompt.</source>
        <translation>Er alle klar med papir og blyant? Træk den første opgave.</translation>
    </message>
    <message>
        <source>Write one term per category on your paper.</source>
        <translation>Skriv ét ord pr. kategori på jeres papir.</translation>
    </message>
    <message>
        <source>Aus! Finish the term you are writing.</source>
        <translation>Aus! Skriv det påbegyndte ord færdigt.</translation>
    </message>
    <message>
        <source>%1 enters their terms.</source>
        <translation>%1 skriver sine ord ind.</translation>
    </message>
    <message>
        <source>Read out the terms; vote on doubtful ones, then score the round.</source>
        <translation>Læs ordene op, stem om de tvivlsomme, og giv så point for runden.</translation>
    </message>
    <message>
        <source>Award the creativity points.</source>
        <translation>Giv kreativitetspointene.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>Round scored. Deal the next prompt when everybody is ready.</source>
        <translation>Runden er talt op. Træk næste opgave, når alle er klar.</translation>
    </message>
    <message>
        <source>Categories: %1</source>
        <translation>Kategorier: %1</translation>
    </message>
    <message>
        <source>The clock starts when the prompt is dealt.</source>
        <translation>Uret starter, når opgaven er trukket.</translation>
    </message>
    <message>
        <source>%1 called “Stopp und 1!” — %2 s until “Aus!”</source>
        <translation>%1 har råbt „Stopp und 1!“ — %2 s til „Aus!“</translation>
    </message>
    <message>
        <source>No timer: the round runs until a call.</source>
        <translation>Intet ur: runden varer, til nogen råber.</translation>
    </message>
    <message>
        <source>Time left in this round</source>
        <translation>Tid tilbage i runden</translation>
    </message>
    <message>
        <source>Aus!</source>
        <translation>Aus!</translation>
    </message>
    <message>
        <source>Finish the term you are writing: %1 s</source>
        <translation>Skriv det påbegyndte ord færdigt: %1 s</translation>
    </message>
    <message>
        <source>%1 called “Stopp und 1!”: how many categories are filled?</source>
        <translation>%1 råbte “Stopp und 1!”: hvor mange kategorier er udfyldt?</translation>
    </message>
    <message>
        <source>Stopp und 1 with %1 filled</source>
        <translation>Stopp und 1 med %1 udfyldt</translation>
    </message>
    <message>
        <source>Stopp und 1 with %1 terms</source>
        <translation>Stopp und 1 med %1 ord</translation>
    </message>
    <message>
        <source>called “Stopp und Aus!”</source>
        <translation>har råbt „Stopp und Aus!“</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>Tiden er gået.</translation>
    </message>
    <message>
        <source>%1 counted to ten.</source>
        <translation>%1 har talt til ti.</translation>
    </message>
    <message>
        <source>%1 called “Stopp und Aus!”</source>
        <translation>%1 har råbt „Stopp und Aus!“</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Giv den bærbare til %1.</translation>
    </message>
    <message>
        <source>Everybody else: please look away.</source>
        <translation>Alle andre: kig væk.</translation>
    </message>
    <message>
        <source>I am %1: enter my terms</source>
        <translation>Jeg er %1: skriv mine ord ind</translation>
    </message>
    <message>
        <source>%1&apos;s terms</source>
        <extracomment>the category titles the form has fields for (None: no form yet)</extracomment>
        <translation>%1s ord</translation>
    </message>
    <message>
        <source>justification (optional)</source>
        <translation>begrundelse (valgfri)</translation>
    </message>
    <message>
        <source>Justification for %1</source>
        <translation>Begrundelse for %1</translation>
    </message>
    <message>
        <source>Leave a category empty if you have no term for it.</source>
        <translation>Lad en kategori stå tom, hvis du ikke har et ord til den.</translation>
    </message>
    <message>
        <source>A justification (rule 3) is shown at the vote; the letter checks ignore it.</source>
        <translation>En begrundelse (regel 3) vises ved afstemningen; bogstavkontrollen ser bort fra den.</translation>
    </message>
    <message>
        <source>You called “Stopp und 1!” with %1 terms: enter only those.</source>
        <translation>Du råbte „Stopp und 1!“ med %1 ord: skriv kun dem ind.</translation>
    </message>
    <message>
        <source>You called “Stopp und Aus!”: enter a term for every category.</source>
        <translation>Du råbte „Stopp und Aus!“: skriv et ord i hver kategori.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>godkendt</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>hul</translation>
    </message>
    <message>
        <source>does not fit the letter prompt</source>
        <translation>passer ikke til bogstavopgaven</translation>
    </message>
    <message>
        <source>already used earlier in this game (rule 5)</source>
        <translation>allerede brugt tidligere i spillet (regel 5)</translation>
    </message>
    <message>
        <source>same term in two categories (rule 4)</source>
        <translation>samme ord i to kategorier (regel 4)</translation>
    </message>
    <message>
        <source>crossed out by vote</source>
        <translation>streget ud ved afstemning</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>prompt: %1 (%2)</source>
        <translation>opgave: %1 (%2)</translation>
    </message>
    <message>
        <source>Points if scored now: %1</source>
        <translation>Point, hvis der tælles op nu: %1</translation>
    </message>
    <message>
        <source>%1 corrected in %2: “%3” → “%4”</source>
        <translation>%1 rettede i %2: “%3” → “%4”</translation>
    </message>
    <message>
        <source>justification: %1</source>
        <translation>begrundelse: %1</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>lagt sammen</translation>
    </message>
    <message>
        <source>No term is open to a vote.</source>
        <translation>Der er ingen ord at stemme om.</translation>
    </message>
    <message>
        <source>Correct %1&apos;s term in %2</source>
        <translation>Ret %1s ord i %2</translation>
    </message>
    <message>
        <source>A gap: nothing to vote on.</source>
        <translation>Et hul: intet at stemme om.</translation>
    </message>
    <message>
        <source>“%1” in %2 by %3.</source>
        <translation>“%1” i %2 af %3.</translation>
    </message>
    <message>
        <source>Justification: %1</source>
        <translation>Begrundelse: %1</translation>
    </message>
    <message>
        <source>The app crossed it out: %1. The vote can overrule the app.</source>
        <translation>Appen strøg det: %1. Afstemningen kan underkende appen.</translation>
    </message>
    <message>
        <source>Tick who rejects it:</source>
        <translation>Sæt kryds ved dem, der afviser det:</translation>
    </message>
    <message>
        <source>%1 rejects it</source>
        <translation>%1 afviser det</translation>
    </message>
    <message>
        <source>Everybody wrote this term; nobody votes on it.</source>
        <translation>Alle har skrevet dette ord; ingen stemmer om det.</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: “%2”</translation>
    </message>
    <message>
        <source>Tick the other spellings of “%1”: merged terms count as shared.</source>
        <translation>Sæt kryds ved de andre stavemåder af “%1”: sammenlagte ord tæller som fælles.</translation>
    </message>
    <message>
        <source>No other spelling in this category.</source>
        <translation>Ingen anden stavemåde i denne kategori.</translation>
    </message>
    <message>
        <source>— choose —</source>
        <extracomment>the players the choosers are for (the form is made when they change, not per round)</extracomment>
        <translation>— vælg —</translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation>%1 peger på</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Opgave</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>%1 creative</source>
        <translation>%1 kreativ</translation>
    </message>
    <message>
        <source>Round %1 in detail — prompt: %2</source>
        <translation>Runde %1 i detaljer — opgave: %2</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 point</translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 vinder med %2 point!</translation>
    </message>
    <message>
        <source>Shared win: %1 with %2 points</source>
        <translation>Delt sejr: %1 med %2 point</translation>
    </message>
    <message>
        <source>Thanks for playing!</source>
        <translation>Tak for spillet!</translation>
    </message>
    <message>
        <source>After round %1</source>
        <translation>Efter runde %1</translation>
    </message>
    <message>
        <source>Tie between %1: one more round!</source>
        <translation>Uafgjort mellem %1: en runde mere!</translation>
    </message>
    <message>
        <source>Rounds to go: %1</source>
        <translation>Runder tilbage: %1</translation>
    </message>
</context>
</TS>
