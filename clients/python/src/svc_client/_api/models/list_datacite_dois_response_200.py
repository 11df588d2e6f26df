from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_datacite_dois_response_200_publications_item import (
        ListDataciteDoisResponse200PublicationsItem,
    )


T = TypeVar("T", bound="ListDataciteDoisResponse200")


@_attrs_define
class ListDataciteDoisResponse200:
    """
    Attributes:
        publications (list[ListDataciteDoisResponse200PublicationsItem]):
        next_ (None | str): The cursor of the next page, null on the last
    """

    publications: list[ListDataciteDoisResponse200PublicationsItem]
    next_: None | str

    def to_dict(self) -> dict[str, Any]:
        publications = []
        for publications_item_data in self.publications:
            publications_item = publications_item_data.to_dict()
            publications.append(publications_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "publications": publications,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_datacite_dois_response_200_publications_item import (
            ListDataciteDoisResponse200PublicationsItem,
        )

        d = dict(src_dict)
        publications = []
        _publications = d.pop("publications")
        for publications_item_data in _publications:
            publications_item = ListDataciteDoisResponse200PublicationsItem.from_dict(
                publications_item_data
            )

            publications.append(publications_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        list_datacite_dois_response_200 = cls(
            publications=publications,
            next_=next_,
        )

        return list_datacite_dois_response_200
