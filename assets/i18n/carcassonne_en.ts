<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CarcassonneScreen</name>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>%n tile left in the pile</numerusform>
            <numerusform>%n tiles left in the pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects a chip worth %n point(s)</source>
        <translation>
            <numerusform>%1 collects a chip worth %n point</numerusform>
            <numerusform>%1 collects a chip worth %n points</numerusform>
        </translation>
    </message>
</context>
</TS>
