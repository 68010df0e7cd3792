"""A region's id is its own folded name (``normalise(id) == id``): ``region(id)`` takes an id as it
is, without folding it, and finds what the folded lookup finds."""

from __future__ import annotations

from geoquiz.geo.regions import normalise, region, regions


def test_every_id_is_folded_and_found_as_it_is() -> None:
    for r in regions():
        assert normalise(r.id) == r.id
        assert region(r.id) is r is region(r.name)
