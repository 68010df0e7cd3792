"""geoquiz: map games about Germany and Denmark.

The root of the one import package ``geoquiz`` (DESIGN §1, §13). Its subpackages live in
the repository's top-level folders and are mapped onto it by setuptools ``package-dir``
(``pyproject.toml``): ``geoquiz.app`` is ``app/``, ``geoquiz.games`` is ``games/``, ``geoquiz.geo``
is ``geo/``, ``geoquiz.db`` is ``db/`` and the data package ``geoquiz.assets`` is ``assets/``.  The
editable install (``make``), the wheel and the PyInstaller build all import them by these names;
nothing else is installed at the top level of ``site-packages``.
"""

from __future__ import annotations

__version__ = "0.2.0"
