<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
<context>
    <name>CardEditorScreen</name>
    <message>
        <source>The card database cannot be opened: %1</source>
        <translation>Die Kartendatenbank lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>yellow (city)</source>
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
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <source>New deck…</source>
        <translation>Neues Kartenspiel …</translation>
    </message>
    <message>
        <source>Rename deck…</source>
        <translation>Umbenennen …</translation>
    </message>
    <message>
        <source>Enable/disable deck</source>
        <translation>Ein-/ausschalten</translation>
    </message>
    <message>
        <source>Tolerance…</source>
        <translation>Toleranz …</translation>
    </message>
    <message>
        <source>Delete deck…</source>
        <translation>Kartenspiel löschen …</translation>
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
        <source>Search cards</source>
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
        <translation>prüfen</translation>
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
        <translation>Kartenspiel</translation>
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
        <source>Explanation / fun fact</source>
        <translation>Erklärung / Wissenswertes</translation>
    </message>
    <message>
        <source>latitude, e.g. 52.289</source>
        <translation>Breite, z. B. 52,289</translation>
    </message>
    <message>
        <source>longitude, e.g. 8.917</source>
        <translation>Länge, z. B. 8,917</translation>
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
        <source>This place is not on the board: %1</source>
        <translation>Dieser Ort liegt nicht auf dem Spielplan: %1</translation>
    </message>
    <message>
        <source>all decks</source>
        <translation>alle Kartenspiele</translation>
    </message>
    <message>
        <source>%1 (disabled)</source>
        <translation>%1 (ausgeschaltet)</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Karten: %n</numerusform><numerusform>Karten: %n</numerusform></translation>
    </message>
    <message>
        <source>The coordinates are not numbers.</source>
        <translation>Die Koordinaten sind keine Zahlen.</translation>
    </message>
    <message>
        <source>Give both latitude and longitude.</source>
        <translation>Bitte Breite und Länge angeben.</translation>
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
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>No place yet</source>
        <translation>Noch kein Ort</translation>
    </message>
    <message>
        <source>Search a place, click the map, type coordinates or draw an outline.</source>
        <translation>Ort suchen, in die Karte klicken, Koordinaten eingeben oder einen Umriss zeichnen.</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Keine Lösung</translation>
    </message>
    <message>
        <source>Close to a dividing line: the card gets two solutions. Move the place if only one is meant.</source>
        <translation>Nah an einer Trennlinie: Die Karte bekommt zwei Lösungen. Verschieben Sie den Ort, wenn nur eine gemeint ist.</translation>
    </message>
    <message>
        <source>The area spreads over two quadrants: the card gets two solutions.</source>
        <translation>Das Gebiet verteilt sich auf zwei Viertel: Die Karte bekommt zwei Lösungen.</translation>
    </message>
    <message>
        <source>No place found for “%1”.</source>
        <translation>Kein Ort gefunden für „%1“.</translation>
    </message>
    <message>
        <source>Finish outline</source>
        <translation>Umriss fertig</translation>
    </message>
    <message>
        <source>Create a deck first.</source>
        <translation>Legen Sie zuerst ein Kartenspiel an.</translation>
    </message>
    <message>
        <source>A card needs a title.</source>
        <translation>Eine Karte braucht einen Titel.</translation>
    </message>
    <message>
        <source>A card needs a prompt text.</source>
        <translation>Eine Karte braucht einen Aufgabentext.</translation>
    </message>
    <message>
        <source>A card needs a place: a point or an outline.</source>
        <translation>Eine Karte braucht einen Ort: einen Punkt oder einen Umriss.</translation>
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
        <source>Delete the card “%1”?</source>
        <translation>Die Karte „%1“ löschen?</translation>
    </message>
    <message>
        <source>Move card to deck</source>
        <translation>Karte in ein Kartenspiel verschieben</translation>
    </message>
    <message>
        <source>Copy card to deck</source>
        <translation>Karte in ein Kartenspiel kopieren</translation>
    </message>
    <message>
        <source>A deck needs a name.</source>
        <translation>Ein Kartenspiel braucht einen Namen.</translation>
    </message>
    <message>
        <source>A deck called “%1” exists already.</source>
        <translation>Ein Kartenspiel „%1“ gibt es schon.</translation>
    </message>
    <message>
        <source>Deck “%1” is enabled.</source>
        <translation>Kartenspiel „%1“ ist eingeschaltet.</translation>
    </message>
    <message>
        <source>Deck “%1” is disabled.</source>
        <translation>Kartenspiel „%1“ ist ausgeschaltet.</translation>
    </message>
    <message numerus="yes">
        <source>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</source>
        <translation>
            <numerusform>Toleranz von „%1“ auf %2 km gesetzt; Karten mit neuen Lösungen: %n.</numerusform><numerusform>Toleranz von „%1“ auf %2 km gesetzt; Karten mit neuen Lösungen: %n.</numerusform></translation>
    </message>
    <message>
        <source>Near-line tolerance</source>
        <translation>Toleranz an Trennlinien</translation>
    </message>
    <message>
        <source>A point this close to a dividing line gets a second solution (0 = never), km:</source>
        <translation>Ein Punkt so nah an einer Trennlinie bekommt eine zweite Lösung (0 = nie), km:</translation>
    </message>
    <message>
        <source>Delete the deck “%1” with its %2 cards? This cannot be undone.</source>
        <translation>Das Kartenspiel „%1“ mit seinen %2 Karten löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Neues Kartenspiel</translation>
    </message>
    <message>
        <source>Name of the deck:</source>
        <translation>Name des Kartenspiels:</translation>
    </message>
    <message>
        <source>Rename deck</source>
        <translation>Kartenspiel umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>The file has problems; nothing was imported.</source>
        <translation>Die Datei hat Fehler; es wurde nichts importiert.</translation>
    </message>
    <message numerus="yes">
        <source>Cards imported: %n.</source>
        <translation>
            <numerusform>Importierte Karten: %n.</numerusform><numerusform>Importierte Karten: %n.</numerusform></translation>
    </message>
    <message>
        <source>JSON export needs one deck.</source>
        <translation>Der JSON-Export braucht ein Kartenspiel.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation>Karten importieren</translation>
    </message>
    <message>
        <source>Card files (*.csv *.json)</source>
        <translation>Kartendateien (*.csv *.json)</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Kartenspiel exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)</source>
        <translation>CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)</translation>
    </message>
</context>
<context>
    <name>DeckPickerDialog</name>
    <message>
        <source>Deck:</source>
        <translation>Kartenspiel:</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation>Importbericht</translation>
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
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid rows (%n)</source>
        <translation>
            <numerusform>Nur die gültigen Zeilen importieren (%n)</numerusform><numerusform>Nur die gültigen Zeilen importieren (%n)</numerusform></translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
</context>
</TS>