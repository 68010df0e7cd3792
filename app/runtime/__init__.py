"""How the app runs beside its UI thread: one way to do background work (:mod:`.tasks`), garbage
collection on the UI thread only (:mod:`.ui_gc`), and the one QApplication (:mod:`.application`).

The rule these modules keep: Qt objects are created, touched and destroyed on the UI thread only.
A background job is plain Python over plain data; what it returns reaches the UI thread through
one process-lifetime bridge, where the callbacks (which may hold widgets) waited all along.
"""
