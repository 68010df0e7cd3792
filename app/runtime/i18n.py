"""User-interface language: choice, persistence and Qt translators.

English is the source language of every string (``self.tr`` / ``QCoreApplication.translate``).
German and Danish catalogues live in ``assets/i18n/``: ``geoquiz_<lang>.qm`` for the shell and
``<package>_<lang>.qm`` for a screen package with a catalogue of its own (all built by
``packaging/build_translations.py``); every catalogue of the language is installed.
The language is, in order of precedence: ``--lang`` on the command line, the choice saved from the
Language menu (QSettings), the system locale, English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from geoquiz.geo.resources import asset_path

__all__ = [
    "LANGUAGES",
    "I18N_DIR",
    "settings",
    "system_language",
    "saved_language",
    "save_language",
    "resolve_language",
    "install_translators",
    "current_language",
    "catalogues",
]

#: Supported languages with their names in their own language (shown in the Language menu).
LANGUAGES: dict[str, str] = {"de": "Deutsch", "en": "English", "da": "Dansk"}

I18N_DIR = asset_path("i18n")

#: QSettings organisation and application (tests point QSettings at a temporary folder).
SETTINGS_ORG = "geoquiz"
SETTINGS_APP = "geoquiz"
_LANG_KEY = "ui/language"

_installed: list[QTranslator] = []
_current = "en"


def settings() -> QSettings:
    """The user's settings (an ini file in the platform's config folder)."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, SETTINGS_ORG, SETTINGS_APP
    )


def system_language() -> str:
    """The system locale's language if supported, else English."""
    code = QLocale.system().name().split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def saved_language() -> str | None:
    value = settings().value(_LANG_KEY)
    return str(value) if value in LANGUAGES else None


def save_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    s = settings()
    s.setValue(_LANG_KEY, lang)
    s.sync()


def resolve_language(requested: str | None) -> str:
    """Pick the language: ``requested`` (validated), else saved, else system."""
    if requested is not None:
        code = requested.strip().lower().replace("-", "_").split("_")[0]
        if code not in LANGUAGES:
            raise ValueError(
                f"unknown language {requested!r}; choose one of {', '.join(LANGUAGES)}"
            )
        return code
    return saved_language() or system_language()


def install_translators(lang: str) -> str:
    """Replace the application's translators by those of ``lang``; return the language used."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_translators needs a QApplication")
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    # English is the source language; its catalogues carry only the plural forms ("1 stone")
    for catalogue in catalogues(lang):
        ours = QTranslator(app)
        if ours.load(str(catalogue)):
            app.installTranslator(ours)
            _installed.append(ours)
    if lang != "en":
        qt = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{lang}", qt_dir):
            app.installTranslator(qt)
            _installed.append(qt)
    _current = lang
    QLocale.setDefault(QLocale(lang))
    return lang


def catalogues(lang: str) -> list[Path]:
    """The compiled catalogues of ``lang``: the shell's first, then the packages' by name."""
    shell = I18N_DIR / f"geoquiz_{lang}.qm"
    others = sorted(p for p in I18N_DIR.glob(f"*_{lang}.qm") if p != shell)
    return ([shell] if shell.exists() else []) + others


def current_language() -> str:
    """The language whose translators are installed."""
    return _current
