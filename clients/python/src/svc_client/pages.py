"""Lazy iteration over the pages of a list endpoint."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class LimitExceeded(Exception):
    """``to_list(max=n)`` found more than ``n`` items (nothing is dropped silently)."""


class Pages(Generic[T]):
    """Every item of a list, fetched a page at a time as the iteration reaches it.

    Nothing is requested until the first item is asked for; iterating again starts over.
    ``to_list(max=n)`` collects at most ``n`` items and raises :class:`LimitExceeded` when there are
    more (pass ``truncate=True`` to keep the first ``n`` instead).
    """

    def __init__(
        self,
        fetch: Callable[[int, int], list[Any]],
        convert: Callable[[Any], T],
        *,
        page_size: int = 100,
        paged: bool = True,
    ) -> None:
        if page_size < 1:
            raise ValueError("page_size must be at least 1")
        self._fetch = fetch
        self._convert = convert
        self.page_size = page_size
        self.paged = paged

    def __iter__(self) -> Iterator[T]:
        page = 0
        while True:
            items = self._fetch(page, self.page_size)
            for raw in items:
                yield self._convert(raw)
            if not self.paged or len(items) < self.page_size:
                return
            page += 1

    def to_list(self, *, max: int, truncate: bool = False) -> list[T]:
        """At most ``max`` items; raises :class:`LimitExceeded` when there are more, unless ``truncate=True``."""
        out: list[T] = []
        for item in self:
            if len(out) == max:
                if truncate:
                    return out
                raise LimitExceeded(f"more than {max} items; raise max= or pass truncate=True")
            out.append(item)
        return out

    def first(self) -> T | None:
        """The first item (one request), or None for an empty list."""
        for item in self:
            return item
        return None
