<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About geoquiz</source>
        <translation>Über geoquiz</translation>
    </message>
    <message>
        <source>Map games about Germany and Denmark for families, classrooms and card authors.</source>
        <translation>Landkartenspiele über Deutschland und Dänemark für Familien, Schulklassen und Autoren von Quizkarten.</translation>
    </message>
    <message>
        <source>Program code under the MIT licence. Map data and places:</source>
        <translation>Programmcode unter der MIT-Lizenz. Kartendaten und Orte:</translation>
    </message>
    <message>
        <source>Data sources and licences</source>
        <translation>Datenquellen und Lizenzen</translation>
    </message>
</context>
<context>
    <name>CardEditorScreen</name>
    <message>
        <source>The card database cannot be opened: %1</source>
        <extracomment>The settings key of the user&apos;s name, the author of every new card. the deleted cards, the last one last (Ctrl+Z / &quot;Undo delete&quot; restores it) the place&apos;s warnings (two solutions, off the board) beside the text hints</extracomment>
        <translation>Die Kartendatenbank kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>yellow (city)</source>
        <extracomment>the table&apos;s columns: the title, then what matters most beside it, the solution the review flag in front of a title</extracomment>
        <translation>gelb (Stadt)</translation>
    </message>
    <message>
        <source>orange (place)</source>
        <translation>orange (Ort)</translation>
    </message>
    <message>
        <source>green (nature)</source>
        <translation>grün (Natur)</translation>
    </message>
    <message>
        <source>blue (expert)</source>
        <translation>blau (Experte)</translation>
    </message>
    <message>
        <source>Not saved yet; saved: %1</source>
        <translation>Noch nicht gespeichert; gespeichert: %1</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>The suffix of a shared deck (``db.deck_share``).</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <source>New deck…</source>
        <translation>Neues Kartenset …</translation>
    </message>
    <message>
        <source>Rename deck…</source>
        <translation>Kartenset umbenennen …</translation>
    </message>
    <message>
        <source>Enable/disable deck</source>
        <translation>Kartenset ein-/ausschalten</translation>
    </message>
    <message>
        <source>Tolerance…</source>
        <translation>Toleranz …</translation>
    </message>
    <message>
        <source>Delete deck…</source>
        <translation>Kartenset löschen …</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Import GIS file…</source>
        <translation>GIS-Datei importieren …</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Search cards</source>
        <extracomment>a filter changed: the editor reloads the rows the author selected the card with this id</extracomment>
        <translation>Karten suchen</translation>
    </message>
    <message>
        <source>all colours</source>
        <translation>alle Farben</translation>
    </message>
    <message>
        <source>two solutions</source>
        <translation>zwei Lösungen</translation>
    </message>
    <message>
        <source>needs review</source>
        <translation>zu prüfen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>the deck, the point or the typed outline changed: the solution is recomputed Enter in the place search (the text) a search result was chosen (its GeoNames id) the title or a prompt was typed (the give-away hint is refreshed) the author picked another ring of a multi-ring outline (area, ring) &quot;Move to…&quot; (True) or &quot;Copy to…&quot; (False) what a chosen place filled into a field (such a field follows the next choice)</extracomment>
        <translation>Kartenset</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Type a place name and press Enter</source>
        <translation>Ortsnamen eingeben und Enter drücken</translation>
    </message>
    <message>
        <source>Find place</source>
        <translation>Ort suchen</translation>
    </message>
    <message>
        <source>Prompt (German)</source>
        <translation>Aufgabe (deutsch)</translation>
    </message>
    <message>
        <source>Prompt (English)</source>
        <translation>Aufgabe (englisch)</translation>
    </message>
    <message>
        <source>Prompt (Danish)</source>
        <translation>Aufgabe (dänisch)</translation>
    </message>
    <message>
        <source>Explanation / fun fact</source>
        <translation>Erklärung / Wissenswertes</translation>
    </message>
    <message>
        <source>latitude, e.g. 52.289</source>
        <translation>Breite, z. B. 52.289</translation>
    </message>
    <message>
        <source>longitude, e.g. 8.917</source>
        <translation>Länge, z. B. 8.917</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Draw outline</source>
        <translation>Umriss zeichnen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Remove outline</source>
        <translation>Umriss entfernen</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Umriss</translation>
    </message>
    <message>
        <source>WKT polygon (lon lat), or draw on the map</source>
        <translation>WKT-Polygon (Länge Breite) oder auf der Karte zeichnen</translation>
    </message>
    <message>
        <source>The ring whose vertices you move; or click another ring&apos;s edge on the map</source>
        <translation>Der Ring, dessen Punkte du verschiebst; oder klicke in der Karte auf den Rand eines anderen Rings</translation>
    </message>
    <message>
        <source>Edit ring</source>
        <translation>Ring bearbeiten</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Delete card…</source>
        <translation>Karte löschen …</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Verschieben nach …</translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation>Kopieren nach …</translation>
    </message>
    <message>
        <source>The card “%1” has unsaved changes. Save them?</source>
        <translation>Die Karte „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>new card</source>
        <translation>neue Karte</translation>
    </message>
    <message>
        <source>Deck “%1” updated. Cards added: %2, changed: %3, removed: %4.</source>
        <translation>Kartenset „%1“ aktualisiert. Karten hinzugefügt: %2, geändert: %3, entfernt: %4.</translation>
    </message>
    <message>
        <source>This place is not on the board: %1</source>
        <translation>Dieser Ort liegt nicht auf dem Spielbrett: %1</translation>
    </message>
    <message>
        <source>all decks</source>
        <translation>alle Kartensets</translation>
    </message>
    <message>
        <source>%1 (disabled)</source>
        <translation>%1 (ausgeschaltet)</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Karten: %n</numerusform>
            <numerusform>Karten: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</source>
        <translation>
            <numerusform>Toleranz von „%1“ auf %2 km gesetzt; Karten mit neuen Lösungen: %n.</numerusform>
            <numerusform>Toleranz von „%1“ auf %2 km gesetzt; Karten mit neuen Lösungen: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card on the map</source>
        <translation>Karte auf dem Spielbrett</translation>
    </message>
    <message>
        <source>Deck on the map</source>
        <translation>Kartenset auf dem Spielbrett</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Löschen rückgängig</translation>
    </message>
    <message>
        <source>Put the last deleted card back (Ctrl+Z)</source>
        <translation>Die zuletzt gelöschte Karte zurückholen (Strg+Z)</translation>
    </message>
    <message numerus="yes">
        <source>Cards imported: %n.</source>
        <translation>
            <numerusform>Importierte Karten: %n.</numerusform>
            <numerusform>Importierte Karten: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>west</source>
        <translation>West</translation>
    </message>
    <message>
        <source>east (Ost)</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>Kartenfeld %1</translation>
    </message>
    <message numerus="yes">
        <source>area %1, outer ring (%n points)</source>
        <translation>
            <numerusform>Fläche %1, äußerer Ring (%n Punkt)</numerusform>
            <numerusform>Fläche %1, äußerer Ring (%n Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>area %1, hole %2 (%n points)</source>
        <translation>
            <numerusform>Fläche %1, Loch %2 (%n Punkt)</numerusform>
            <numerusform>Fläche %1, Loch %2 (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>No place yet</source>
        <translation>Noch kein Ort</translation>
    </message>
    <message>
        <source>Search a place, click the map, type coordinates or draw an outline.</source>
        <translation>Suche einen Ort, klicke in die Karte, gib Koordinaten ein oder zeichne einen Umriss.</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Keine Lösung</translation>
    </message>
    <message>
        <source>Close to a dividing line: the card gets two solutions. Move the place if only one is meant.</source>
        <translation>Nahe an einer Trennlinie: Die Karte bekommt zwei Lösungen. Verschiebe den Ort, wenn nur eine gemeint ist.</translation>
    </message>
    <message>
        <source>The area spreads over two quadrants: the card gets two solutions.</source>
        <translation>Die Fläche verteilt sich auf zwei Quadranten: Die Karte bekommt zwei Lösungen.</translation>
    </message>
    <message>
        <source>No place found for “%1”.</source>
        <translation>Kein Ort für „%1“ gefunden.</translation>
    </message>
    <message>
        <source>Finish outline</source>
        <translation>Umriss abschließen</translation>
    </message>
    <message>
        <source>Create a deck first.</source>
        <translation>Lege zuerst ein Kartenset an.</translation>
    </message>
    <message>
        <source>The card no longer exists.</source>
        <translation>Die Karte gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Saved “%1”: %2</source>
        <translation>„%1“ gespeichert: %2</translation>
    </message>
    <message>
        <source>The deck “%1” has a card “%2” at the same place already.</source>
        <translation>Das Kartenset „%1“ hat schon eine Karte „%2“ am selben Ort.</translation>
    </message>
    <message>
        <source>Delete the card “%1”?</source>
        <translation>Die Karte „%1“ löschen?</translation>
    </message>
    <message>
        <source>Deleted “%1”. Ctrl+Z puts it back.</source>
        <translation>„%1“ gelöscht. Strg+Z holt die Karte zurück.</translation>
    </message>
    <message>
        <source>“%1” is back.</source>
        <translation>„%1“ ist wieder da.</translation>
    </message>
    <message>
        <source>Move card to deck</source>
        <translation>Karte in Kartenset verschieben</translation>
    </message>
    <message>
        <source>Copy card to deck</source>
        <translation>Karte in Kartenset kopieren</translation>
    </message>
    <message>
        <source>A deck needs a name.</source>
        <translation>Ein Kartenset braucht einen Namen.</translation>
    </message>
    <message>
        <source>A deck called “%1” exists already.</source>
        <translation>Ein Kartenset namens „%1“ gibt es schon.</translation>
    </message>
    <message>
        <source>Deck “%1” is enabled.</source>
        <translation>Kartenset „%1“ ist eingeschaltet.</translation>
    </message>
    <message>
        <source>Deck “%1” is disabled.</source>
        <translation>Kartenset „%1“ ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>Near-line tolerance</source>
        <translation>Toleranz an Linien</translation>
    </message>
    <message>
        <source>A point this close to a dividing line gets a second solution (0 = never), km:</source>
        <translation>Ein Punkt so nah an einer Trennlinie bekommt eine zweite Lösung (0 = nie), km:</translation>
    </message>
    <message>
        <source>Delete the deck “%1” with its %2 cards? This cannot be undone.</source>
        <translation>Das Kartenset „%1“ mit seinen %2 Karten löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Share deck…</source>
        <translation>Kartenset teilen …</translation>
    </message>
    <message>
        <source>Your name…</source>
        <translation>Dein Name …</translation>
    </message>
    <message>
        <source>The author of the cards and decks you make</source>
        <translation>Der Autor der Karten und Kartensets, die du anlegst</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your name as the author of the cards and decks you make:</source>
        <translation>Dein Name als Autor der Karten und Kartensets, die du anlegst:</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Neues Kartenset</translation>
    </message>
    <message>
        <source>Name of the deck:</source>
        <translation>Name des Kartensets:</translation>
    </message>
    <message>
        <source>Rename deck</source>
        <translation>Kartenset umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>The file has problems; nothing was imported.</source>
        <translation>Die Datei hat Fehler; nichts wurde importiert.</translation>
    </message>
    <message>
        <source>JSON export needs one deck.</source>
        <translation>Der JSON-Export braucht genau ein Kartenset.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation>Karten importieren</translation>
    </message>
    <message>
        <source>Card files and shared decks (*.csv *.json)</source>
        <translation>Kartendateien und geteilte Kartensets (*.csv *.json)</translation>
    </message>
    <message>
        <source>The deck “%1” is up to date.</source>
        <translation>Das Kartenset „%1“ ist auf dem neuesten Stand.</translation>
    </message>
    <message>
        <source>Share deck</source>
        <translation>Kartenset teilen</translation>
    </message>
    <message>
        <source>Shared decks (*.geoquiz-deck.json)</source>
        <translation>Geteilte Kartensets (*.geoquiz-deck.json)</translation>
    </message>
    <message>
        <source>Into the deck (a new name makes a new deck):</source>
        <translation>In das Kartenset (ein neuer Name legt ein neues an):</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Kartenset exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)</source>
        <translation>CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)</translation>
    </message>
</context>
<context>
    <name>CardProblems</name>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>%1 is outside %2…%3</source>
        <translation>%1 liegt außerhalb von %2…%3</translation>
    </message>
    <message>
        <source>“%1” is not yes/no</source>
        <translation>„%1“ ist weder ja noch nein</translation>
    </message>
    <message>
        <source>a card must be an object with named fields</source>
        <translation>eine Karte muss ein Objekt mit benannten Feldern sein</translation>
    </message>
    <message>
        <source>the row is empty</source>
        <translation>die Zeile ist leer</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>unbekannte Spalte</translation>
    </message>
    <message>
        <source>contains a control character</source>
        <translation>enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>missing column</source>
        <translation>Spalte fehlt</translation>
    </message>
    <message>
        <source>must be one of %1, not “%2”</source>
        <translation>muss eines von %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>a card needs a title</source>
        <translation>eine Karte braucht einen Titel</translation>
    </message>
    <message>
        <source>a card needs a prompt text (prompt_de or prompt_en)</source>
        <translation>eine Karte braucht einen Aufgabentext (prompt_de oder prompt_en)</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>a card needs a point (lat and lon) or an outline (outline_wkt)</source>
        <translation>eine Karte braucht einen Punkt (lat und lon) oder einen Umriss (outline_wkt)</translation>
    </message>
    <message>
        <source>a card needs a point (lat/lon) or an outline</source>
        <translation>eine Karte braucht einen Punkt (lat/lon) oder einen Umriss</translation>
    </message>
    <message>
        <source>not valid WKT (%1)</source>
        <translation>kein gültiges WKT (%1)</translation>
    </message>
    <message>
        <source>the outline is empty</source>
        <translation>der Umriss ist leer</translation>
    </message>
    <message>
        <source>an outline must be a polygon or a line, not a %1</source>
        <translation>ein Umriss muss ein Polygon oder eine Linie sein, kein %1</translation>
    </message>
    <message>
        <source>the outline has coordinates that are not numbers</source>
        <translation>der Umriss hat Koordinaten, die keine Zahlen sind</translation>
    </message>
    <message>
        <source>the outline&apos;s coordinates are not longitude/latitude</source>
        <translation>die Koordinaten des Umrisses sind keine Länge/Breite</translation>
    </message>
    <message>
        <source>the outline is not a valid shape (%1)</source>
        <translation>der Umriss ist keine gültige Form (%1)</translation>
    </message>
    <message>
        <source>%1 is not on the board: %2 km from Germany</source>
        <translation>%1 liegt nicht auf dem Spielbrett: %2 km von Deutschland entfernt</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file holds no cards</source>
        <translation>die Datei enthält keine Karten</translation>
    </message>
    <message>
        <source>the file holds %1 rows; at most %2 cards can be imported at once (split the file)</source>
        <translation>die Datei hat %1 Zeilen; höchstens %2 Karten lassen sich auf einmal importieren (teile die Datei)</translation>
    </message>
    <message>
        <source>duplicate (same title and place) of a card already in the deck</source>
        <translation>doppelt (gleicher Titel und Ort) mit einer Karte, die schon im Kartenset ist</translation>
    </message>
    <message>
        <source>duplicate (same title and place) of row %1</source>
        <translation>doppelt (gleicher Titel und Ort) mit Zeile %1</translation>
    </message>
    <message>
        <source>%1 is %2 MB; at most %3 MB can be imported at once</source>
        <translation>%1 hat %2 MB; höchstens %3 MB lassen sich auf einmal importieren</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>a JSON deck is {&quot;deck&quot;: {...}, &quot;cards&quot;: [...]}</source>
        <translation>ein JSON-Kartenset hat die Form {&quot;deck&quot;: {...}, &quot;cards&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;deck&quot; must be an object</source>
        <translation>&quot;deck&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>must be yes or no</source>
        <translation>muss ja oder nein sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>a deck needs a name</source>
        <translation>ein Stapel braucht einen Namen</translation>
    </message>
    <message>
        <source>the outline is longer than %1 characters</source>
        <translation>der Umriss ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the outline has %1 vertices; at most %2 are allowed (simplify it)</source>
        <translation>der Umriss hat %1 Eckpunkte; erlaubt sind höchstens %2 (vereinfache ihn)</translation>
    </message>
    <message>
        <source>the tolerance must be a finite number</source>
        <translation>die Toleranz muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>the tolerance must be a number</source>
        <translation>die Toleranz muss eine Zahl sein</translation>
    </message>
    <message>
        <source>the tolerance %1 is outside %2…%3</source>
        <translation>die Toleranz %1 liegt außerhalb von %2…%3</translation>
    </message>
    <message>
        <source>row %1: a field is longer than %2 characters</source>
        <translation>Zeile %1: ein Feld ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>row %1: not readable as CSV (%2)</source>
        <translation>Zeile %1: nicht als CSV lesbar (%2)</translation>
    </message>
    <message>
        <source>not valid JSON: nested deeper than %1 levels</source>
        <translation>kein gültiges JSON: tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>a GeoJSON file needs &quot;features&quot;: [...]</source>
        <translation>eine GeoJSON-Datei braucht &quot;features&quot;: [...]</translation>
    </message>
    <message>
        <source>%1 is the card database; export to another file</source>
        <translation>%1 ist die Kartendatenbank; exportiere in eine andere Datei</translation>
    </message>
    <message>
        <source>%1 is a database file; export to another file</source>
        <translation>%1 ist eine Datenbankdatei; exportiere in eine andere Datei</translation>
    </message>
    <message>
        <source>the database%1 is busy: another program is writing to it; close the other program or try again in a moment</source>
        <translation>die Datenbank%1 ist belegt: ein anderes Programm schreibt gerade hinein; schließe das andere Programm oder versuche es gleich noch einmal</translation>
    </message>
    <message>
        <source>the database%1 is read-only: changes cannot be saved (check the file&apos;s and its folder&apos;s permissions)</source>
        <translation>die Datenbank%1 ist schreibgeschützt: Änderungen können nicht gespeichert werden (prüfe die Rechte der Datei und ihres Ordners)</translation>
    </message>
    <message>
        <source>the database%1 is read-only: changes cannot be saved</source>
        <translation>die Datenbank%1 ist schreibgeschützt: Änderungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>the disk of the database%1 is full: the change was not saved; free some disk space and try again</source>
        <translation>der Datenträger der Datenbank%1 ist voll: die Änderung wurde nicht gespeichert; schaffe Platz und versuche es noch einmal</translation>
    </message>
    <message>
        <source>the database%1 could not be written (disk error): the change was not saved; check the drive and free some disk space</source>
        <translation>die Datenbank%1 konnte nicht geschrieben werden (Datenträgerfehler): die Änderung wurde nicht gespeichert; prüfe das Laufwerk und schaffe Platz</translation>
    </message>
    <message>
        <source>the database%1 cannot be opened: check that its folder exists and that you may write there</source>
        <translation>die Datenbank%1 kann nicht geöffnet werden: prüfe, ob ihr Ordner existiert und du dort schreiben darfst</translation>
    </message>
    <message>
        <source>the database%1 is damaged; restore a backup or move it away</source>
        <translation>die Datenbank%1 ist beschädigt; stelle eine Sicherung wieder her oder verschiebe sie</translation>
    </message>
    <message>
        <source>the change conflicts with one another program saved at the same time; nothing was saved, try again</source>
        <translation>die Änderung widerspricht einer, die ein anderes Programm gleichzeitig gespeichert hat; nichts wurde gespeichert, versuche es noch einmal</translation>
    </message>
    <message>
        <source>a value is too long or of the wrong kind for the database%1; nothing was saved</source>
        <translation>ein Wert ist zu lang oder von falscher Art für die Datenbank%1; nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>the database server%1 cannot be reached: check the network and the address</source>
        <translation>der Datenbankserver%1 ist nicht erreichbar: prüfe das Netzwerk und die Adresse</translation>
    </message>
    <message>
        <source>the database%1 reported an error (%2); nothing was saved</source>
        <translation>die Datenbank%1 meldet einen Fehler (%2); nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>the database %1 is empty and read-only: it cannot be set up (check the file&apos;s and its folder&apos;s permissions)</source>
        <translation>die Datenbank %1 ist leer und schreibgeschützt: sie kann nicht eingerichtet werden (prüfe die Rechte der Datei und ihres Ordners)</translation>
    </message>
    <message>
        <source>the database %1 is read-only and has the older schema %2: open it once with write permission so that it can be upgraded</source>
        <translation>die Datenbank %1 ist schreibgeschützt und hat das ältere Schema %2: öffne sie einmal mit Schreibrecht, damit sie aktualisiert werden kann</translation>
    </message>
    <message>
        <source>the database %1 cannot be created: its folder is read-only (choose another folder with GEOQUIZ_DATA_DIR or --db)</source>
        <translation>die Datenbank %1 kann nicht angelegt werden: ihr Ordner ist schreibgeschützt (wähle einen anderen Ordner mit GEOQUIZ_DATA_DIR oder --db)</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); nothing was changed (a copy from before the upgrade stays at %4)</source>
        <translation>die Aktualisierung von %1 ab Schema %2 ist fehlgeschlagen (%3); nichts wurde geändert (eine Kopie von vor der Aktualisierung liegt unter %4)</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (not a SQLite file); it was left untouched</source>
        <translation>%1 ist keine geoquiz-Datenbank (keine SQLite-Datei); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); it was left untouched, restore a backup or move it away</source>
        <translation>%1 ist beschädigt (%2); sie wurde nicht verändert – spiele eine Sicherung zurück oder verschiebe die Datei</translation>
    </message>
    <message>
        <source>%1 cannot be read as a database (%2); it was left untouched</source>
        <translation>%1 lässt sich nicht als Datenbank lesen (%2); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (it holds other tables); it was left untouched</source>
        <translation>%1 ist keine geoquiz-Datenbank (sie enthält andere Tabellen); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 was written by a newer geoquiz (schema %2); please update geoquiz. The database was left untouched</source>
        <translation>%1 wurde von einem neueren geoquiz geschrieben (Schema %2); bitte aktualisiere geoquiz. Die Datenbank wurde nicht verändert</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); the previous state was restored (a copy stays at %4)</source>
        <translation>die Aktualisierung von %1 ab Schema %2 ist fehlgeschlagen (%3); der vorige Stand wurde wiederhergestellt (eine Kopie liegt unter %4)</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); nothing was changed</source>
        <translation>die Aktualisierung von %1 ab Schema %2 ist fehlgeschlagen (%3); es wurde nichts verändert</translation>
    </message>
    <message>
        <source>cannot open the database %1: %2</source>
        <translation>die Datenbank %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>cannot create the database %1: %2</source>
        <translation>die Datenbank %1 lässt sich nicht anlegen: %2</translation>
    </message>
    <message>
        <source>cannot use database %1: %2</source>
        <translation>die Datenbank %1 ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>not a database URL: %1</source>
        <translation>keine Datenbank-URL: %1</translation>
    </message>
    <message>
        <source>%1, %2 km from Germany</source>
        <translation>%1, %2 km von Deutschland entfernt</translation>
    </message>
</context>
<context>
    <name>CardTools</name>
    <message>
        <source>%1 holds a NUL character in a text, where GIS readers cut it off</source>
        <translation>%1 enthält in einem Text ein NUL-Zeichen, an dem GIS-Leser den Text abschneiden</translation>
    </message>
    <message>
        <source>the outline has %1 points; at most %2 can be read (simplify the file)</source>
        <translation>der Umriss hat %1 Punkte; höchstens %2 können gelesen werden (vereinfache die Datei)</translation>
    </message>
    <message>
        <source>the outline is not a valid shape and has %1 points; at most %2 can be repaired (fix or simplify the file)</source>
        <translation>der Umriss ist keine gültige Form und hat %1 Punkte; höchstens %2 können repariert werden (korrigiere oder vereinfache die Datei)</translation>
    </message>
    <message>
        <source>the outline crosses itself so often that its repair has %1 pieces; fix the file</source>
        <translation>der Umriss kreuzt sich so oft selbst, dass seine Reparatur %1 Teile hat; korrigiere die Datei</translation>
    </message>
    <message>
        <source>Rows read: %1 · valid: %2 · problems: %3 · nothing imported into “%5”: fix the rows or use --only-valid</source>
        <translation>Gelesene Zeilen: %1 · gültig: %2 · Probleme: %3 · nichts in „%5“ importiert: Zeilen korrigieren oder --only-valid verwenden</translation>
    </message>
    <message>
        <source>Rows read: %1 · valid: %2 · problems: %3 · cards imported into “%5”: %4</source>
        <translation>Gelesene Zeilen: %1 · gültig: %2 · Probleme: %3 · in „%5“ importierte Karten: %4</translation>
    </message>
    <message>
        <source>%1: unknown file type “%2”; geoquiz reads %3</source>
        <translation>%1: unbekannter Dateityp „%2“; geoquiz liest %3</translation>
    </message>
    <message>
        <source>no such file: %1</source>
        <translation>Datei nicht gefunden: %1</translation>
    </message>
    <message>
        <source>%1 is %2 MB; at most %3 MB can be imported at once</source>
        <translation>%1 ist %2 MB groß; höchstens %3 MB können auf einmal importiert werden</translation>
    </message>
    <message>
        <source>%1 is not a zip file</source>
        <translation>%1 ist keine ZIP-Datei</translation>
    </message>
    <message>
        <source>%1 holds no shapefile (.shp)</source>
        <translation>%1 enthält kein Shapefile (.shp)</translation>
    </message>
    <message>
        <source>%1 holds %2 shapefiles; zip one per file</source>
        <translation>%1 enthält %2 Shapefiles; bitte eines pro ZIP-Datei</translation>
    </message>
    <message>
        <source>%1 holds %2 features; at most %3 cards can be imported at once (split the file)</source>
        <translation>%1 enthält %2 Objekte; höchstens %3 Karten können auf einmal importiert werden (teile die Datei)</translation>
    </message>
    <message>
        <source>%1 cannot be read as a GIS file (%2)</source>
        <translation>%1 lässt sich nicht als GIS-Datei lesen (%2)</translation>
    </message>
    <message>
        <source>%1 holds no waypoints, only tracks or routes: a line cannot be a card (the board rules solve places and areas)</source>
        <translation>%1 enthält keine Wegpunkte, nur Tracks oder Routen: eine Linie kann keine Karte sein (die Spielregeln lösen Orte und Flächen)</translation>
    </message>
    <message>
        <source>%1 holds no places</source>
        <translation>%1 enthält keine Orte</translation>
    </message>
    <message>
        <source>%1 has no coordinate reference system (.prj) and its coordinates are not longitude/latitude</source>
        <translation>%1 hat kein Koordinatenbezugssystem (.prj), und seine Koordinaten sind keine Längen/Breiten</translation>
    </message>
    <message>
        <source>%1 has no field “%2” (fields: %3)</source>
        <translation>%1 hat kein Feld „%2“ (Felder: %3)</translation>
    </message>
    <message>
        <source>%1 has no title or name field; choose the field of the titles (fields: %2)</source>
        <translation>%1 hat kein Feld title oder name; wähle das Feld mit den Titeln (Felder: %2)</translation>
    </message>
    <message>
        <source>the feature has no geometry</source>
        <translation>das Objekt hat keine Geometrie</translation>
    </message>
    <message>
        <source>the area is too small to be drawn</source>
        <translation>die Fläche ist zu klein, um gezeichnet zu werden</translation>
    </message>
    <message>
        <source>a line (a river, a road, a track) cannot be a card; draw it as an area or a point</source>
        <translation>eine Linie (ein Fluss, eine Straße, ein Weg) kann keine Karte sein; zeichne sie als Fläche oder Punkt</translation>
    </message>
    <message>
        <source>several points in one feature; give each its own</source>
        <translation>mehrere Punkte in einem Objekt; gib jedem ein eigenes</translation>
    </message>
    <message>
        <source>a %1 cannot be a card</source>
        <translation>ein %1 kann keine Karte sein</translation>
    </message>
    <message>
        <source>not a shared geoquiz deck</source>
        <translation>kein geteiltes geoquiz-Kartenset</translation>
    </message>
    <message>
        <source>the deck was shared by a newer geoquiz (format version %1; this one reads up to %2): update geoquiz</source>
        <translation>das Kartenset stammt von einem neueren geoquiz (Formatversion %1; dieses liest bis %2): bitte geoquiz aktualisieren</translation>
    </message>
    <message>
        <source>a deck called “%1” exists already; import it under another name or update it</source>
        <translation>ein Kartenset „%1“ gibt es schon; importiere es unter einem anderen Namen oder aktualisiere es</translation>
    </message>
    <message>
        <source>a deck called “%1” exists already; import it under another name (--deck) or update it with --update</source>
        <translation>ein Kartenset „%1“ gibt es schon; importiere es unter einem anderen Namen (--deck) oder aktualisiere es mit --update</translation>
    </message>
    <message>
        <source>the card “%1” was deleted meanwhile</source>
        <translation>die Karte „%1“ wurde inzwischen gelöscht</translation>
    </message>
    <message>
        <source>no deck called “%1”</source>
        <translation>kein Kartenset namens „%1“</translation>
    </message>
    <message>
        <source>the deck has no cards to print</source>
        <translation>das Kartenset hat keine Karten zum Drucken</translation>
    </message>
    <message>
        <source>%1: only files on this computer can be imported</source>
        <translation>%1: nur Dateien auf diesem Computer können importiert werden</translation>
    </message>
    <message>
        <source>%1 is a GDAL virtual data source (VRT), not a GIS file: refused</source>
        <translation>%1 ist eine virtuelle GDAL-Datenquelle (VRT), keine GIS-Datei: abgelehnt</translation>
    </message>
    <message>
        <source>%1 names a GDAL virtual file (/vsi…): refused</source>
        <translation>%1 nennt eine virtuelle GDAL-Datei (/vsi…): abgelehnt</translation>
    </message>
    <message>
        <source>%1 is not GeoJSON or TopoJSON</source>
        <translation>%1 ist weder GeoJSON noch TopoJSON</translation>
    </message>
    <message>
        <source>%1 is not a %2 file</source>
        <translation>%1 ist keine %2-Datei</translation>
    </message>
    <message>
        <source>%1 is not a GeoPackage</source>
        <translation>%1 ist kein GeoPackage</translation>
    </message>
    <message>
        <source>%1 is not a shapefile</source>
        <translation>%1 ist kein Shapefile</translation>
    </message>
    <message>
        <source>%1 is read by GDAL as %2, not as its suffix says: refused</source>
        <translation>%1 wird von GDAL als %2 gelesen, nicht wie seine Endung sagt: abgelehnt</translation>
    </message>
    <message>
        <source>%1 holds more than %2 files: refused</source>
        <translation>%1 enthält mehr als %2 Dateien: abgelehnt</translation>
    </message>
    <message>
        <source>%1 holds a file with an unsafe name: refused</source>
        <translation>%1 enthält eine Datei mit unsicherem Namen: abgelehnt</translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2 MB: refused</source>
        <translation>%1 ist entpackt größer als %2 MB: abgelehnt</translation>
    </message>
    <message>
        <source>%1 cannot be unpacked (%2)</source>
        <translation>%1 lässt sich nicht entpacken (%2)</translation>
    </message>
    <message>
        <source>%1 is OpenStreetMap data, which geoquiz does not read: export the places you want as GeoJSON (for example with QGIS or overpass turbo)</source>
        <translation>%1 enthält OpenStreetMap-Daten, die geoquiz nicht liest: exportiere die gewünschten Orte als GeoJSON (zum Beispiel mit QGIS oder overpass turbo)</translation>
    </message>
    <message>
        <source>%1 is a part of a shapefile: open the .shp file beside it</source>
        <translation>%1 ist ein Teil eines Shapefiles: öffne die .shp-Datei daneben</translation>
    </message>
    <message>
        <source>%1 holds no KML file</source>
        <translation>%1 enthält keine KML-Datei</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>%1 has no layer “%2” (layers: %3)</source>
        <translation>%1 hat keine Ebene „%2“ (Ebenen: %3)</translation>
    </message>
    <message>
        <source>unknown encoding “%1”</source>
        <translation>unbekannte Zeichenkodierung „%1“</translation>
    </message>
    <message>
        <source>%1: the encoding applies to shapefiles only; this file says its own</source>
        <translation>%1: die Zeichenkodierung gilt nur für Shapefiles; diese Datei nennt ihre eigene</translation>
    </message>
    <message>
        <source>%1: the shapefile does not say its encoding (no .cpg file); its text is read as %2</source>
        <translation>%1: das Shapefile nennt seine Zeichenkodierung nicht (keine .cpg-Datei); sein Text wird als %2 gelesen</translation>
    </message>
    <message>
        <source>%1 of %2 features have text that looks garbled (“%3”): the file&apos;s encoding may be UTF-8; choose it</source>
        <translation>%1 von %2 Objekten haben Text, der verstümmelt aussieht („%3“): die Zeichenkodierung der Datei ist vielleicht UTF-8; wähle sie</translation>
    </message>
    <message>
        <source>the GIS library reported: %1</source>
        <translation>die GIS-Bibliothek meldet: %1</translation>
    </message>
    <message>
        <source>the outline crossed itself at %1; it was repaired</source>
        <translation>der Umriss kreuzte sich selbst bei %1; er wurde repariert</translation>
    </message>
    <message>
        <source>the outline was not a valid shape (%1); it was repaired</source>
        <translation>der Umriss war keine gültige Form (%1); er wurde repariert</translation>
    </message>
    <message>
        <source>the outline cannot be repaired (%1)</source>
        <translation>der Umriss lässt sich nicht reparieren (%1)</translation>
    </message>
    <message>
        <source>only %1 % of the area lies in Germany: the card is on the board only through the %2 km strip along the border</source>
        <translation>nur %1 % der Fläche liegen in Deutschland: die Karte liegt nur durch den %2-km-Streifen entlang der Grenze auf dem Spielbrett</translation>
    </message>
    <message>
        <source>the place lies %1 km outside Germany, on the %2 km strip along the border</source>
        <translation>der Ort liegt %1 km außerhalb Deutschlands, im %2-km-Streifen entlang der Grenze</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>DbCheck</name>
    <message>
        <source>Game → Check database… or `geoquiz db check` restores the last backup or starts a new database (the damaged file is kept)</source>
        <extracomment>appended to the one line of a damaged database (the CLI, the error dialog); the same text as ``db.check.REPAIR_HINT`` (a test compares them)</extracomment>
        <translation>Spiel → Datenbank prüfen… oder `geoquiz db check` stellt die letzte Sicherung wieder her oder legt eine neue Datenbank an (die beschädigte Datei bleibt erhalten)</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>it is not a SQLite database file (its first bytes are wrong)</source>
        <translation>sie ist keine SQLite-Datenbankdatei (ihre ersten Bytes stimmen nicht)</translation>
    </message>
    <message>
        <source>integrity check: %1</source>
        <translation>Integritätsprüfung: %1</translation>
    </message>
    <message>
        <source>it is not a geoquiz database</source>
        <translation>sie ist keine geoquiz-Datenbank</translation>
    </message>
    <message>
        <source>it was written by a newer geoquiz (schema %1): update geoquiz</source>
        <translation>sie wurde von einem neueren geoquiz geschrieben (Schema %1): aktualisiere geoquiz</translation>
    </message>
    <message>
        <source>cannot connect: %1</source>
        <translation>keine Verbindung: %1</translation>
    </message>
    <message>
        <source>it does not exist yet: geoquiz creates it when it starts</source>
        <translation>sie existiert noch nicht: geoquiz legt sie beim Start an</translation>
    </message>
    <message>
        <source>it is empty: geoquiz sets it up when it starts</source>
        <translation>sie ist leer: geoquiz richtet sie beim Start ein</translation>
    </message>
    <message>
        <source>it has the older schema %1: it is upgraded when geoquiz starts</source>
        <translation>sie hat das ältere Schema %1: sie wird beim Start von geoquiz aktualisiert</translation>
    </message>
    <message>
        <source>only a SQLite file can be repaired here; ask the server&apos;s administrator</source>
        <translation>nur eine SQLite-Datei kann hier repariert werden; frag die Verwaltung des Servers</translation>
    </message>
    <message>
        <source>there is no usable backup of %1; start a new database instead</source>
        <translation>es gibt keine brauchbare Sicherung von %1; lege stattdessen eine neue Datenbank an</translation>
    </message>
    <message>
        <source>the backup %1 is damaged too; start a new database instead</source>
        <translation>die Sicherung %1 ist auch beschädigt; lege stattdessen eine neue Datenbank an</translation>
    </message>
    <message>
        <source>restoring %1 failed (%2); the damaged file stays at %3</source>
        <translation>das Wiederherstellen von %1 ist fehlgeschlagen (%2); die beschädigte Datei bleibt unter %3</translation>
    </message>
    <message>
        <source>%1: OK (schema %2)</source>
        <translation>%1: OK (Schema %2)</translation>
    </message>
    <message>
        <source>%1: OK</source>
        <translation>%1: OK</translation>
    </message>
    <message>
        <source>%1 is damaged:</source>
        <translation>%1 ist beschädigt:</translation>
    </message>
    <message>
        <source>%1 cannot be used:</source>
        <translation>%1 kann nicht benutzt werden:</translation>
    </message>
    <message>
        <source>the newest usable backup is %1, from %2</source>
        <translation>die neueste brauchbare Sicherung ist %1 vom %2</translation>
    </message>
    <message>
        <source>repair it with: geoquiz db check --repair restore (the backup takes its place) or --repair new (a new database); the damaged file is kept</source>
        <translation>reparieren mit: geoquiz db check --repair restore (die Sicherung tritt an ihre Stelle) oder --repair new (eine neue Datenbank); die beschädigte Datei bleibt erhalten</translation>
    </message>
    <message>
        <source>there is no usable backup; start a new database with: geoquiz db check --repair new (the damaged file is kept)</source>
        <translation>es gibt keine brauchbare Sicherung; eine neue Datenbank anlegen mit: geoquiz db check --repair new (die beschädigte Datei bleibt erhalten)</translation>
    </message>
    <message>
        <source>restored %1 from the backup %2; the damaged file is kept at %3</source>
        <translation>%1 aus der Sicherung %2 wiederhergestellt; die beschädigte Datei liegt unter %3</translation>
    </message>
    <message>
        <source>started a new database %1; the damaged file is kept at %2</source>
        <translation>neue Datenbank %1 angelegt; die beschädigte Datei liegt unter %2</translation>
    </message>
    <message>
        <source>%1 is not damaged: nothing was changed</source>
        <translation>%1 ist nicht beschädigt: nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>DbCheckDialog</name>
    <message>
        <source>Check database</source>
        <translation>Datenbank prüfen</translation>
    </message>
    <message>
        <source>&amp;Restore the backup</source>
        <translation>Sicherung &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Start a &amp;new database</source>
        <translation>&amp;Neue Datenbank anlegen</translation>
    </message>
    <message>
        <source>The database %1 is OK.</source>
        <translation>Die Datenbank %1 ist in Ordnung.</translation>
    </message>
    <message>
        <source>The database %1 cannot be used:</source>
        <translation>Die Datenbank %1 kann nicht benutzt werden:</translation>
    </message>
    <message>
        <source>The database %1 is damaged:</source>
        <translation>Die Datenbank %1 ist beschädigt:</translation>
    </message>
    <message>
        <source>Restore the newest backup (%1, from %2), or start a new database with the shipped decks.</source>
        <translation>Stelle die neueste Sicherung wieder her (%1 vom %2) oder lege eine neue Datenbank mit den mitgelieferten Stapeln an.</translation>
    </message>
    <message>
        <source>There is no usable backup. Start a new database with the shipped decks.</source>
        <translation>Es gibt keine brauchbare Sicherung. Lege eine neue Datenbank mit den mitgelieferten Stapeln an.</translation>
    </message>
    <message>
        <source>Either way the damaged file is kept beside it as %1.damaged-….</source>
        <translation>In beiden Fällen bleibt die beschädigte Datei daneben als %1.damaged-… erhalten.</translation>
    </message>
    <message>
        <source>The database was restored from the backup %1. The damaged file is kept at %2.</source>
        <translation>Die Datenbank wurde aus der Sicherung %1 wiederhergestellt. Die beschädigte Datei liegt unter %2.</translation>
    </message>
    <message>
        <source>A new database was started. The damaged file is kept at %2.</source>
        <translation>Eine neue Datenbank wurde angelegt. Die beschädigte Datei liegt unter %2.</translation>
    </message>
</context>
<context>
    <name>DeckMap</name>
    <message numerus="yes">
        <source>%n cards on the map (click one to open it)</source>
        <extracomment>The pins&apos; and outlines&apos; colours per card colour (the printed cards&apos; colours, darkened enough to read on the tan land and the blue sea). How far from a pin (viewport pixels) a click still picks it.</extracomment>
        <translation>
            <numerusform>%n Karte auf dem Spielbrett (zum Öffnen anklicken)</numerusform>
            <numerusform>%n Karten auf dem Spielbrett (zum Öffnen anklicken)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pins</source>
        <translation>
            <numerusform>%n Stecknadel</numerusform>
            <numerusform>%n Stecknadeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outlines</source>
        <translation>
            <numerusform>%n Umriss</numerusform>
            <numerusform>%n Umrisse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPickerDialog</name>
    <message>
        <source>Deck:</source>
        <translation>Kartenset:</translation>
    </message>
</context>
<context>
    <name>DeckUpdateDialog</name>
    <message>
        <source>Update the deck “%1”</source>
        <translation>Kartenset „%1“ aktualisieren</translation>
    </message>
    <message>
        <source>The shared file is a newer version of the deck “%1”. Cards added: %2, changed: %3, removed: %4. Nothing has been changed yet.</source>
        <translation>Die geteilte Datei ist eine neuere Fassung des Kartensets „%1“. Karten hinzugefügt: %2, geändert: %3, entfernt: %4. Noch wurde nichts geändert.</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>deck setting</source>
        <translation>Einstellung des Kartensets</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
</context>
<context>
    <name>ErrorHandler</name>
    <message>
        <source>The details are in the log file %1.</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei %1.</translation>
    </message>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Etwas ist schiefgegangen: %1</translation>
    </message>
    <message>
        <source>Your game was saved after the last move. The details are in the log file %1.</source>
        <translation>Das Spiel wurde nach dem letzten Zug gespeichert. Die Einzelheiten stehen in der Protokolldatei %1.</translation>
    </message>
    <message>
        <source>geoquiz — an error</source>
        <translation>geoquiz — ein Fehler</translation>
    </message>
</context>
<context>
    <name>ExploreScreen</name>
    <message>
        <source>N</source>
        <comment>north</comment>
        <extracomment>scale (pixels per km) to which a found place is zoomed, unless the view is already closer</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>S</source>
        <comment>south</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <comment>east</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>W</source>
        <comment>west</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>Map</source>
        <extracomment>map layers ``build`` reads, loaded on a worker thread after a stored first frame the width of the column beside the map (the place clicked, the position hovered)</extracomment>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Mouse wheel or + and - zoom, drag or arrow keys pan, F fits the map.</source>
        <translation>Mausrad oder + und - zoomen, Ziehen oder Pfeiltasten verschieben, F passt die Karte ein.</translation>
    </message>
    <message>
        <source>◀ Start</source>
        <translation>◀ Start</translation>
    </message>
    <message>
        <source>Back to the start screen (Esc)</source>
        <translation>Zurück zum Startbildschirm (Esc)</translation>
    </message>
    <message>
        <source>Find a place… (Ctrl+F)</source>
        <translation>Ort suchen … (Strg+F)</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Ort suchen</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Vergrößern (+)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Verkleinern (-)</translation>
    </message>
    <message>
        <source>Fit map</source>
        <translation>Karte einpassen</translation>
    </message>
    <message>
        <source>Show the whole map (F)</source>
        <translation>Die ganze Karte zeigen (F)</translation>
    </message>
    <message>
        <source>Position under the mouse</source>
        <translation>Position unter der Maus</translation>
    </message>
    <message>
        <source>Selected place</source>
        <translation>Gewählter Ort</translation>
    </message>
    <message>
        <source>Explore the board — Germany</source>
        <translation>Das Spielbrett erkunden — Deutschland</translation>
    </message>
    <message>
        <source>Explore Denmark</source>
        <translation>Dänemark erkunden</translation>
    </message>
    <message>
        <source>Click the map to see the nearest place and its solution.</source>
        <translation>Klicke in die Karte: Du siehst den nächsten Ort und seine Lösung.</translation>
    </message>
    <message>
        <source>Click the map to see the nearest place.</source>
        <translation>Klicke in die Karte: Du siehst den nächsten Ort.</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>nicht auf dem Spielbrett</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Clicked {pos}</source>
        <translation>Geklickt: {pos}</translation>
    </message>
    <message>
        <source>Nearest place: {name}, {km} km away</source>
        <translation>Nächster Ort: {name}, {km} km entfernt</translation>
    </message>
    <message>
        <source>No place called “{text}” found.</source>
        <translation>Kein Ort namens „{text}“ gefunden.</translation>
    </message>
</context>
<context>
    <name>GisImportDialog</name>
    <message>
        <source>Import places from %1</source>
        <translation>Orte importieren aus %1</translation>
    </message>
    <message>
        <source>all layers</source>
        <translation>alle Ebenen</translation>
    </message>
    <message>
        <source>automatic (%1)</source>
        <translation>automatisch (%1)</translation>
    </message>
    <message>
        <source>as the file says</source>
        <translation>wie die Datei angibt</translation>
    </message>
    <message>
        <source>from the file, else orange/green</source>
        <translation>aus der Datei, sonst orange/grün</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Text encoding</source>
        <translation>Zeichenkodierung</translation>
    </message>
    <message>
        <source>Titles from the field</source>
        <translation>Titel aus dem Feld</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Into the deck</source>
        <translation>In das Kartenset</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Import places from a GIS file</source>
        <translation>Orte aus einer GIS-Datei importieren</translation>
    </message>
    <message numerus="yes">
        <source>%n features; the first %1 with their solutions:</source>
        <translation>
            <numerusform>%n Objekt; das erste mit seiner Lösung:</numerusform>
            <numerusform>%n Objekte; die ersten %1 mit ihren Lösungen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes (nothing is refused for them):</source>
        <translation>
            <numerusform>%n Hinweis (deswegen wird nichts abgelehnt):</numerusform>
            <numerusform>%n Hinweise (deswegen wird nichts abgelehnt):</numerusform>
        </translation>
    </message>
    <message>
        <source>GIS files (*.geojson *.json *.topojson *.kml *.kmz *.gpx *.gpkg *.shp *.zip)</source>
        <translation>GIS-Dateien (*.geojson *.json *.topojson *.kml *.kmz *.gpx *.gpkg *.shp *.zip)</translation>
    </message>
    <message>
        <source>Print the deck as cards</source>
        <translation>Kartenset als Karten drucken</translation>
    </message>
    <message>
        <source>PDF, A4 (*.pdf);;PDF, US Letter (*.pdf)</source>
        <translation>PDF, A4 (*.pdf);;PDF, US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>%1 pages written. Print them double-sided, turning the sheet over its side edge.</source>
        <translation>%1 Seiten geschrieben. Drucke sie beidseitig und wende das Blatt über die Seitenkante.</translation>
    </message>
    <message>
        <source>The text names %1, which lies in %2: the card gives itself away.</source>
        <translation>Der Text nennt %1, das in %2 liegt: die Karte verrät sich selbst.</translation>
    </message>
    <message>
        <source>%1 km from a dividing line.</source>
        <translation>%1 km von einer Trennlinie entfernt.</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation>Importbericht</translation>
    </message>
    <message>
        <source>%1 features read: %2 valid, %3 with problems. Nothing has been imported yet.</source>
        <translation>%1 Objekte gelesen: %2 gültig, %3 mit Problemen. Noch wurde nichts importiert.</translation>
    </message>
    <message>
        <source>%1 rows read: %2 valid, %3 with problems. Nothing has been imported yet.</source>
        <translation>%1 Zeilen gelesen: %2 gültig, %3 mit Fehlern. Noch wurde nichts importiert.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid features (%n)</source>
        <translation>
            <numerusform>Nur das gültige Objekt importieren (%n)</numerusform>
            <numerusform>Nur die gültigen Objekte importieren (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid rows (%n)</source>
        <translation>
            <numerusform>Nur die gültige Zeile importieren (%n)</numerusform>
            <numerusform>Nur die gültigen Zeilen importieren (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>&amp;Startbildschirm</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Mitspielende…</translation>
    </message>
    <message>
        <source>Check &amp;database…</source>
        <translation>&amp;Datenbank prüfen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>&amp;Beamer-Modus</translation>
    </message>
    <message>
        <source>Full screen, large type, high contrast: readable from the back row</source>
        <translation>Vollbild, große Schrift, hoher Kontrast: lesbar bis in die letzte Reihe</translation>
    </message>
    <message>
        <source>No game is running on this laptop.</source>
        <translation>Auf diesem Laptop läuft gerade kein Spiel.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About geoquiz</source>
        <translation>&amp;Über geoquiz</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Short sounds in the games (die, tiles, cards)</source>
        <translation>Kurze Töne in den Spielen (Würfel, Plättchen, Karten)</translation>
    </message>
    <message>
        <source>The game could not be resumed: %1</source>
        <translation>Das Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Es gibt kein unbeendetes Spiel zum Fortsetzen.</translation>
    </message>
</context>
<context>
    <name>Opening</name>
    <message>
        <source>Opening</source>
        <translation>Wird geöffnet</translation>
    </message>
    <message>
        <source>Opening %1 … The first time takes a few seconds: the maps are prepared.</source>
        <translation>%1 wird geöffnet … Beim ersten Mal dauert das ein paar Sekunden: die Karten werden vorbereitet.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <source>A player who leaves can give their seat to a computer, and take it back later. The moves so far stay.</source>
        <translation>Wer gehen muss, kann seinen Platz einem Computer geben und ihn später zurücknehmen. Die bisherigen Züge bleiben.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Du hast keinen Zug, den du zurücknehmen kannst.</translation>
    </message>
    <message>
        <source>That move can no longer be taken back: something new was revealed since it.</source>
        <translation>Dieser Zug kann nicht mehr zurückgenommen werden: Seitdem wurde etwas Neues aufgedeckt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>This move cannot be read (damaged or malformed); nothing was changed.</source>
        <extracomment>the texts of the codes every game shares (looked up before a game&apos;s own table)</extracomment>
        <translation>Dieser Zug ist nicht lesbar (beschädigt oder fehlerhaft); nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>SavesCli</name>
    <message>
        <source>laptop</source>
        <translation>Laptop</translation>
    </message>
    <message>
        <source>phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <source>match</source>
        <translation>Zugliste</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>Momentaufnahme</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>no saved games</source>
        <translation>keine gespeicherten Spiele</translation>
    </message>
    <message>
        <source>damaged: %1</source>
        <translation>beschädigt: %1</translation>
    </message>
    <message>
        <source>moves: %1, finished; started %2, saved %3</source>
        <translation>Züge: %1, beendet; begonnen %2, gespeichert %3</translation>
    </message>
    <message>
        <source>moves: %1, unfinished; started %2, saved %3</source>
        <translation>Züge: %1, nicht beendet; begonnen %2, gespeichert %3</translation>
    </message>
    <message>
        <source>1 saved game: it replays</source>
        <translation>1 gespeichertes Spiel: es lässt sich nachspielen</translation>
    </message>
    <message>
        <source>%1 saved games: every one replays</source>
        <translation>%1 gespeicherte Spiele: jedes lässt sich nachspielen</translation>
    </message>
    <message>
        <source>the stored game is not readable JSON</source>
        <translation>das gespeicherte Spiel ist kein lesbares JSON</translation>
    </message>
    <message>
        <source>the stored game is not a JSON object</source>
        <translation>das gespeicherte Spiel ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the saved game %1 is not installed</source>
        <translation>das gespeicherte Spiel %1 ist nicht installiert</translation>
    </message>
    <message>
        <source>the saved game cannot be read (%1)</source>
        <translation>das gespeicherte Spiel kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the saved game cannot be replayed (%1)</source>
        <translation>das gespeicherte Spiel lässt sich nicht nachspielen (%1)</translation>
    </message>
    <message>
        <source>the save of a %1 game holds a game of %2</source>
        <translation>der Spielstand eines %1-Spiels enthält ein Spiel von %2</translation>
    </message>
    <message>
        <source>not a saved game of this version</source>
        <translation>kein gespeichertes Spiel dieser Version</translation>
    </message>
    <message>
        <source>the saved game names no game or first state</source>
        <translation>das gespeicherte Spiel nennt kein Spiel oder keine Anfangsstellung</translation>
    </message>
    <message>
        <source>the saved game&apos;s seed is not a number</source>
        <translation>der Startwert des gespeicherten Spiels ist keine Zahl</translation>
    </message>
    <message>
        <source>the saved game has no seats or no move list</source>
        <translation>das gespeicherte Spiel hat keine Plätze oder keine Zugliste</translation>
    </message>
    <message>
        <source>a saved move is damaged</source>
        <translation>ein gespeicherter Zug ist beschädigt</translation>
    </message>
    <message>
        <source>a saved seat is not an object</source>
        <translation>ein gespeicherter Platz ist kein Objekt</translation>
    </message>
    <message>
        <source>a saved seat has no name or control</source>
        <translation>ein gespeicherter Platz hat keinen Namen oder keine Steuerung</translation>
    </message>
    <message>
        <source>a saved seat&apos;s level is not text</source>
        <translation>die Stufe eines gespeicherten Platzes ist kein Text</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <source>Card editor: deck on the map</source>
        <translation>Karteneditor: Kartenset auf dem Spielbrett</translation>
    </message>
    <message>
        <source>Explore the board — Germany</source>
        <extracomment>the name of the start screen for ``geoquiz screenshot`` subpackages of ``app`` that are infrastructure (the game-screen shell too), not screens</extracomment>
        <translation>Das Spielbrett erkunden — Deutschland</translation>
    </message>
    <message>
        <source>Explore Denmark</source>
        <translation>Dänemark erkunden</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Player %1 plays</source>
        <translation>Spieler %1 spielt mit</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer spielt Platz %1</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>Stufe von Spieler %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Map games about Germany and Denmark</source>
        <translation>Landkartenspiele über Deutschland und Dänemark</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Explore and author</source>
        <translation>Erkunden und erstellen</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Finden Sie Minden: cards played and tips right</source>
        <translation>Finden Sie Minden: gespielte Karten und richtige Tipps</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Über</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Tastenkürzel: %1</translation>
    </message>
    <message>
        <source>&amp;Resume: %1 (saved %2)</source>
        <translation>&amp;Fortsetzen: %1 (gespeichert %2)</translation>
    </message>
    <message>
        <source>Saved games could not be read: %1</source>
        <translation>Gespeicherte Spiele konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
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
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>1 minute ago</source>
        <translation>vor 1 Minute</translation>
    </message>
    <message>
        <source>%1 minutes ago</source>
        <translation>vor %1 Minuten</translation>
    </message>
    <message>
        <source>1 hour ago</source>
        <translation>vor 1 Stunde</translation>
    </message>
    <message>
        <source>%1 hours ago</source>
        <translation>vor %1 Stunden</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>am %1</translation>
    </message>
</context>
</TS>
