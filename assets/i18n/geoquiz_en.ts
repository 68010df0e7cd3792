<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CardEditorScreen</name>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Cards: %n</numerusform>
            <numerusform>Cards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</source>
        <translation>
            <numerusform>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</numerusform>
            <numerusform>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards imported: %n.</source>
        <translation>
            <numerusform>Cards imported: %n.</numerusform>
            <numerusform>Cards imported: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message numerus="yes">
        <source>Import only the valid rows (%n)</source>
        <translation>
            <numerusform>Import only the valid row (%n)</numerusform>
            <numerusform>Import only the valid rows (%n)</numerusform>
        </translation>
    </message>
</context>
</TS>
