from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_revisions_response_200_revisions_item import (
        ListRevisionsResponse200RevisionsItem,
    )


T = TypeVar("T", bound="ListRevisionsResponse200")


@_attrs_define
class ListRevisionsResponse200:
    """
    Attributes:
        app_id (str):
        id (int):
        revisions (list[ListRevisionsResponse200RevisionsItem]):
    """

    app_id: str
    id: int
    revisions: list[ListRevisionsResponse200RevisionsItem]

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        id = self.id

        revisions = []
        for revisions_item_data in self.revisions:
            revisions_item = revisions_item_data.to_dict()
            revisions.append(revisions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "id": id,
                "revisions": revisions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_revisions_response_200_revisions_item import (
            ListRevisionsResponse200RevisionsItem,
        )

        d = dict(src_dict)
        app_id = d.pop("appId")

        id = d.pop("id")

        revisions = []
        _revisions = d.pop("revisions")
        for revisions_item_data in _revisions:
            revisions_item = ListRevisionsResponse200RevisionsItem.from_dict(
                revisions_item_data
            )

            revisions.append(revisions_item)

        list_revisions_response_200 = cls(
            app_id=app_id,
            id=id,
            revisions=revisions,
        )

        return list_revisions_response_200
