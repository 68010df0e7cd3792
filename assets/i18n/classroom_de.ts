<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ClassReport</name>
    <message>
        <source>Class quiz report</source>
        <translation>Bericht zum Klassenquiz</translation>
    </message>
    <message>
        <source>devices: %1</source>
        <translation>Geräte: %1</translation>
    </message>
    <message>
        <source>Cards: %1 · answer time %2 s · right on average %3</source>
        <translation>Karten: %1 · Antwortzeit %2 s · im Schnitt richtig %3</translation>
    </message>
    <message>
        <source>The cards the class got wrong most</source>
        <translation>Die Karten, bei denen die Klasse am häufigsten danebenlag</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Where the class tipped (the cards got wrong most)</source>
        <translation>Wohin die Klasse getippt hat (die am häufigsten falschen Karten)</translation>
    </message>
    <message>
        <source>Where the class tipped, card by card</source>
        <translation>Wohin die Klasse getippt hat, Karte für Karte</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schülerinnen und Schüler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Right cards</source>
        <translation>Richtige Karten</translation>
    </message>
    <message>
        <source>Stones right</source>
        <translation>Richtige Steine</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Mittlere Zeit</translation>
    </message>
    <message>
        <source>Colour bonus</source>
        <translation>Farbbonus</translation>
    </message>
    <message>
        <source>The rulebook&apos;s colour bonus (most right cards of a colour)</source>
        <translation>Farbbonus der Spielregel (die meisten richtigen Karten einer Farbe)</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
</context>
<context>
    <name>ClassSetupScreen</name>
    <message>
        <source>Finden Sie Minden in der Klasse</source>
        <translation>Finden Sie Minden in der Klasse</translation>
    </message>
    <message>
        <source>Students answer on their own phones, tablets or laptops in the school network: they open the address on the projector or scan its QR code and type their name (no accounts). Nothing leaves the school network.</source>
        <translation>Die Schülerinnen und Schüler antworten auf ihren eigenen Handys, Tablets oder Laptops im Schulnetz: Sie öffnen die Adresse auf dem Beamer oder scannen den QR-Code und tippen ihren Namen ein (keine Konten). Nichts verlässt das Schulnetz.</translation>
    </message>
    <message>
        <source>All colours</source>
        <translation>Alle Farben</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>&amp;Pick cards…</source>
        <translation>Karten a&amp;uswählen …</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Students by name (up to %1 devices)</source>
        <translation>Schüler mit Namen (bis zu %1 Geräte)</translation>
    </message>
    <message>
        <source>Teams, one device each:</source>
        <translation>Teams, je ein Gerät:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>How many devices may join from one network address a minute. Raise it when the whole class reaches this computer through one router.</source>
        <translation>Wie viele Geräte sich pro Minute von einer Netzwerkadresse anmelden dürfen. Erhöhen Sie den Wert, wenn die ganze Klasse diesen Computer über einen Router erreicht.</translation>
    </message>
    <message>
        <source>New names wait until I &amp;let them in</source>
        <translation>Neue Namen warten, bis ich sie &amp;hereinlasse</translation>
    </message>
    <message>
        <source>Turn away rude na&amp;mes (German, English, Danish)</source>
        <translation>&amp;Grobe Namen abweisen (deutsch, englisch, dänisch)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s final colour bonus (+5 for the most right cards o&amp;f a colour)</source>
        <translation>Farbbonus der Spielregel am &amp;Ende (+5 für die meisten richtigen Karten einer Farbe)</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Stapel:</translation>
    </message>
    <message>
        <source>C&amp;olour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <source>Sa&amp;ved quiz:</source>
        <translation>Gespeichertes &amp;Quiz:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Karten:</translation>
    </message>
    <message>
        <source>&amp;Answer time:</source>
        <translation>&amp;Antwortzeit:</translation>
    </message>
    <message>
        <source>Who plays:</source>
        <translation>Wer spielt:</translation>
    </message>
    <message>
        <source>&amp;Joins per address a minute:</source>
        <translation>An&amp;meldungen pro Adresse und Minute:</translation>
    </message>
    <message>
        <source>&amp;Start the class quiz</source>
        <translation>Klassenquiz s&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Reports…</source>
        <translation>&amp;Berichte…</translation>
    </message>
    <message>
        <source>Res&amp;ume the class quiz that was cut short</source>
        <translation>Abgebrochenes Klassenquiz fo&amp;rtsetzen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Worksheet (PDF)…</source>
        <translation>Arbeitsb&amp;latt (PDF) …</translation>
    </message>
    <message>
        <source>The blank board with the prompts numbered, and an answer key</source>
        <translation>Der leere Spielplan mit den nummerierten Aufgaben und ein Lösungsblatt</translation>
    </message>
    <message>
        <source>None: draw or pick the cards</source>
        <translation>Keins: Karten ziehen oder auswählen</translation>
    </message>
    <message>
        <source>%1 cards picked</source>
        <translation>%1 Karten ausgewählt</translation>
    </message>
    <message>
        <source>Pick cards</source>
        <translation>Karten auswählen</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>For a worksheet choose a saved quiz or pick the cards first.</source>
        <translation>Wähle für ein Arbeitsblatt zuerst ein gespeichertes Quiz oder wähle die Karten aus.</translation>
    </message>
    <message>
        <source>The card database could not be read: %1</source>
        <translation>Die Kartendatenbank konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>of %1 in the deck</source>
        <translation>von %1 im Stapel</translation>
    </message>
    <message>
        <source>There is no deck in the card database.</source>
        <translation>Die Kartendatenbank enthält keinen Stapel.</translation>
    </message>
    <message>
        <source>Class quiz</source>
        <translation>Klassenquiz</translation>
    </message>
    <message>
        <source>A class quiz is running. End it and close its window?</source>
        <translation>Ein Klassenquiz läuft. Beenden und sein Fenster schließen?</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>Arbeitsblatt speichern</translation>
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
        <translation>Arbeitsblatt: %1</translation>
    </message>
    <message>
        <source>Name: ______________________________    Date: ______________</source>
        <translation>Name: ______________________________    Datum: ______________</translation>
    </message>
    <message>
        <source>Find each place on the board and write where it lies: West or East (W/O), north, middle or south (N/M/S), the square&apos;s number and the quadrant (A top left, B top right, C bottom left, D bottom right).</source>
        <translation>Suche jeden Ort auf dem Spielplan und schreib auf, wo er liegt: West oder Ost (W/O), Nord, Mitte oder Süd (N/M/S), die Nummer des Feldes und das Viertel (A oben links, B oben rechts, C unten links, D unten rechts).</translation>
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
        <translation>Feld</translation>
    </message>
    <message>
        <source>Quadrant</source>
        <translation>Viertel</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>Lösungen: %1</translation>
    </message>
    <message>
        <source>A card near a line has two solutions; either is right.</source>
        <translation>Eine Karte nahe einer Linie hat zwei Lösungen; beide sind richtig.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <source>Too late: the time for this card is up.</source>
        <translation>Zu spät: Die Zeit für diese Karte ist abgelaufen.</translation>
    </message>
    <message>
        <source>The quiz has not started yet.</source>
        <translation>Das Quiz hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>The quiz is paused. Wait for the teacher.</source>
        <translation>Das Quiz ist angehalten. Warte auf die Lehrkraft.</translation>
    </message>
    <message>
        <source>You have already sent your tip for this card.</source>
        <translation>Du hast deinen Tipp für diese Karte schon abgeschickt.</translation>
    </message>
    <message>
        <source>That is not a tip on the board.</source>
        <translation>Das ist kein Tipp auf dem Spielplan.</translation>
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation>Das Quiz ist vorbei.</translation>
    </message>
    <message>
        <source>The class is full (%1 devices).</source>
        <translation>Die Klasse ist voll (%1 Geräte).</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Gib zuerst deinen Namen ein.</translation>
    </message>
    <message>
        <source>Please choose another name.</source>
        <translation>Bitte wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>This room code is not right. Look at the projector.</source>
        <translation>Dieser Raumcode stimmt nicht. Schau auf den Beamer.</translation>
    </message>
    <message>
        <source>This device is not in the quiz (any more). Join again.</source>
        <translation>Dieses Gerät ist nicht (mehr) im Quiz. Tritt neu bei.</translation>
    </message>
    <message>
        <source>The teacher took this device out of the quiz.</source>
        <translation>Die Lehrkraft hat dieses Gerät aus dem Quiz genommen.</translation>
    </message>
    <message>
        <source>You opened the quiz on another device or tab.</source>
        <translation>Du hast das Quiz auf einem anderen Gerät oder Tab geöffnet.</translation>
    </message>
    <message>
        <source>Too many attempts. Wait a moment and try again.</source>
        <translation>Zu viele Versuche. Warte einen Moment und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Too many joins from this network address. Wait a minute or ask the teacher.</source>
        <translation>Zu viele Anmeldungen von dieser Netzwerkadresse. Warte eine Minute oder frag die Lehrkraft.</translation>
    </message>
    <message>
        <source>The teacher did not let this name in.</source>
        <translation>Die Lehrkraft hat diesen Namen nicht hereingelassen.</translation>
    </message>
    <message>
        <source>The device sent a message the quiz does not understand.</source>
        <translation>Das Gerät hat eine Nachricht geschickt, die das Quiz nicht versteht.</translation>
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation>Tritt zuerst dem Quiz bei.</translation>
    </message>
    <message>
        <source>The teacher closed the quiz.</source>
        <translation>Die Lehrkraft hat das Quiz beendet.</translation>
    </message>
    <message>
        <source>Finden Sie Minden in der Klasse</source>
        <translation>Finden Sie Minden in der Klasse</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your team&apos;s name</source>
        <translation>Name deines Teams</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Verbindung verloren. Verbinde neu …</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>Du bist %1</translation>
    </message>
    <message>
        <source>Waiting for the teacher to start…</source>
        <translation>Warte, bis die Lehrkraft startet …</translation>
    </message>
    <message>
        <source>Waiting for the teacher to let you in…</source>
        <translation>Warte, bis die Lehrkraft dich hereinlässt …</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Karte %1 von %2</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Your tip</source>
        <translation>Dein Tipp</translation>
    </message>
    <message>
        <source>As many stones as you dare: one point each, none if one is wrong.</source>
        <translation>So viele Steine, wie du dich traust: je ein Punkt, keiner, wenn einer falsch ist.</translation>
    </message>
    <message>
        <source>West/East</source>
        <translation>West/Ost</translation>
    </message>
    <message>
        <source>North/Middle/South</source>
        <translation>Nord/Mitte/Süd</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Quadrant</source>
        <translation>Viertel</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>Send the tip</source>
        <translation>Tipp abschicken</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Pass without a stone? Tap again</source>
        <translation>Ohne Stein passen? Noch einmal tippen</translation>
    </message>
    <message>
        <source>Tap where the place lies: four stones at once. Fewer stones are safer: tap a stone below to take it back.</source>
        <translation>Tippe dorthin, wo der Ort liegt: vier Steine auf einmal. Weniger Steine sind sicherer: Tippe unten auf einen Stein, um ihn zurückzunehmen.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Tip card</source>
        <translation>Tippkarte</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Whole board</source>
        <translation>Ganzer Plan</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>zurücknehmen</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu anfangen</translation>
    </message>
    <message>
        <source>Tip sent: %1. Wait for the solution.</source>
        <translation>Tipp abgeschickt: %1. Warte auf die Lösung.</translation>
    </message>
    <message>
        <source>no stone</source>
        <translation>kein Stein</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Right! +%1</source>
        <translation>Richtig! +%1</translation>
    </message>
    <message>
        <source>Not right — no points this time.</source>
        <translation>Nicht richtig – diesmal keine Punkte.</translation>
    </message>
    <message>
        <source>No tip sent in time.</source>
        <translation>Kein Tipp rechtzeitig abgeschickt.</translation>
    </message>
    <message>
        <source>Your points: %1</source>
        <translation>Deine Punkte: %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The quiz is over. Thank you!</source>
        <translation>Das Quiz ist vorbei. Danke!</translation>
    </message>
    <message>
        <source>%1 of %2 have answered</source>
        <translation>%1 von %2 haben geantwortet</translation>
    </message>
    <message>
        <source>%1 in the class</source>
        <translation>%1 in der Klasse</translation>
    </message>
    <message>
        <source>Join at %1 with the room code</source>
        <translation>Beitreten unter %1 mit dem Raumcode</translation>
    </message>
    <message>
        <source>How the class tipped</source>
        <translation>So hat die Klasse getippt</translation>
    </message>
    <message>
        <source>%1 % right</source>
        <translation>%1 % richtig</translation>
    </message>
    <message>
        <source>Nobody has joined yet.</source>
        <translation>Noch niemand ist beigetreten.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Punkteleiste</translation>
    </message>
    <message>
        <source>no stone: %1</source>
        <translation>ohne Stein: %1</translation>
    </message>
    <message>
        <source>Names hidden</source>
        <translation>Namen ausgeblendet</translation>
    </message>
    <message>
        <source>Equal points share a place; within it, more right cards come first.</source>
        <translation>Gleich viele Punkte teilen sich einen Platz; darin stehen mehr richtige Karten vorn.</translation>
    </message>
    <message>
        <source>Teams on the same space share a place; more right cards come first.</source>
        <translation>Teams auf demselben Feld teilen sich einen Platz; mehr richtige Karten stehen vorn.</translation>
    </message>
    <message>
        <source>Colour bonus (most right cards of a colour)</source>
        <translation>Farbbonus (die meisten richtigen Karten einer Farbe)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>PickMap</name>
    <message numerus="yes">
        <source>Click a card on the map to add it to the quiz or take it out: %n picked</source>
        <translation>
            <numerusform>Klicke auf eine Karte auf der Landkarte, um sie ins Quiz aufzunehmen oder wieder herauszunehmen: %n ausgewählt</numerusform>
            <numerusform>Klicke auf eine Karte auf der Landkarte, um sie ins Quiz aufzunehmen oder wieder herauszunehmen: %n ausgewählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportsDialog</name>
    <message>
        <source>Class quiz reports</source>
        <translation>Berichte der Klassenquiz</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Stored class quizzes</source>
        <translation>Gespeicherte Klassenquiz</translation>
    </message>
    <message>
        <source>No class quiz has been stored yet.</source>
        <translation>Es ist noch kein Klassenquiz gespeichert.</translation>
    </message>
    <message>
        <source>Save &amp;CSV…</source>
        <translation>&amp;CSV speichern…</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>&amp;PDF speichern…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 teams</source>
        <translation>%1 Teams</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Delete the report</source>
        <translation>Bericht löschen</translation>
    </message>
    <message>
        <source>Delete the report of %1 (%2) with every student&apos;s answers?</source>
        <translation>Den Bericht zu %1 (%2) mit allen Antworten der Schüler löschen?</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Class quiz</source>
        <translation>Finden Sie Minden — in der Klasse</translation>
    </message>
</context>
<context>
    <name>TeacherWindow</name>
    <message>
        <source>Class quiz — room %1</source>
        <extracomment>the size the window asks for; it shrinks to the screen it opens on (1280×720 fits) projector mode: read from the back row — black on white, large type, thick focus lines the laptop&apos;s own view: the room code and the card stand out</extracomment>
        <translation>Klassenquiz – Raum %1</translation>
    </message>
    <message>
        <source>&amp;Let in</source>
        <translation>&amp;Hereinlassen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>Be&amp;enden</translation>
    </message>
    <message>
        <source>T&amp;urn away</source>
        <translation>&amp;Abweisen</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <source>The same seed, deck and number of cards draw the same cards</source>
        <translation>Derselbe Startwert, Stapel und dieselbe Kartenzahl ziehen dieselben Karten</translation>
    </message>
    <message>
        <source>Next: Space or →, Pause: P</source>
        <translation>Weiter: Leertaste oder →, Pause: P</translation>
    </message>
    <message>
        <source>Remove s&amp;tudent</source>
        <translation>Schüler/in entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Show names on the pro&amp;jector</source>
        <translation>Namen am Bea&amp;mer zeigen</translation>
    </message>
    <message>
        <source>Open the projector pa&amp;ge</source>
        <translation>Beamer-Seite &amp;öffnen</translation>
    </message>
    <message>
        <source>Projector m&amp;ode</source>
        <translation>Beamerm&amp;odus</translation>
    </message>
    <message>
        <source>Save the report as P&amp;DF…</source>
        <translation>Bericht als P&amp;DF speichern …</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>&amp;Noch einmal spielen</translation>
    </message>
    <message>
        <source>The same cards in the same order; the class stays joined</source>
        <translation>Dieselben Karten in derselben Reihenfolge; die Klasse bleibt angemeldet</translation>
    </message>
    <message>
        <source>Sa&amp;ve this quiz as…</source>
        <translation>Quiz speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Wor&amp;ksheet (PDF)…</source>
        <translation>Ar&amp;beitsblatt (PDF) …</translation>
    </message>
    <message>
        <source>This quiz for homework: the blank board, the prompts numbered, an answer key</source>
        <translation>Dieses Quiz als Hausaufgabe: der leere Spielplan, die Aufgaben nummeriert, ein Lösungsblatt</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schülerinnen und Schüler</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Waiting for the class to join</source>
        <translation>Warte, bis die Klasse beitritt</translation>
    </message>
    <message>
        <source>The quiz is over</source>
        <translation>Das Quiz ist vorbei</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Karte %1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2 answered · %3 s left</source>
        <translation>%1 von %2 geantwortet · noch %3 s</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Solution %1 · %2 % right</source>
        <translation>Lösung %1 · %2 % richtig</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) joined</source>
        <translation>
            <numerusform>%n Gerät beigetreten</numerusform>
            <numerusform>%n Geräte beigetreten</numerusform>
        </translation>
    </message>
    <message>
        <source>Students (%1)</source>
        <translation>Schülerinnen und Schüler (%1)</translation>
    </message>
    <message>
        <source>✓ answered this card: %1</source>
        <translation>✓ haben diese Karte beantwortet: %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Waiting to join (%1)</source>
        <translation>Warten auf Einlass (%1)</translation>
    </message>
    <message>
        <source>Save this quiz</source>
        <translation>Quiz speichern</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Class quiz</source>
        <translation>Klassenquiz</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Arbeitsblatt</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
</context>
</TS>
