"""``geoquiz.assets``: the data the app reads at run time (maps, boards, translations).

A data package so that :mod:`importlib.resources` finds it the same way in the editable install,
the wheel and the frozen app; read it through :func:`geoquiz.geo.resources.asset_path`.
"""
