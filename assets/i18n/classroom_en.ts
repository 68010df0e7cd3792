<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>TeacherWindow</name>
    <message numerus="yes">
        <source>%n device(s) joined</source>
        <translation>
            <numerusform>%n device joined</numerusform>
            <numerusform>%n devices joined</numerusform>
        </translation>
    </message>
</context>
</TS>
