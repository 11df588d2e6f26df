from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_data_object_pids_response_200_publications_item import (
        ListDataObjectPidsResponse200PublicationsItem,
    )


T = TypeVar("T", bound="ListDataObjectPidsResponse200")


@_attrs_define
class ListDataObjectPidsResponse200:
    """
    Attributes:
        app_id (str):
        publications (list[ListDataObjectPidsResponse200PublicationsItem]):
    """

    app_id: str
    publications: list[ListDataObjectPidsResponse200PublicationsItem]

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        publications = []
        for publications_item_data in self.publications:
            publications_item = publications_item_data.to_dict()
            publications.append(publications_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "publications": publications,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_data_object_pids_response_200_publications_item import (
            ListDataObjectPidsResponse200PublicationsItem,
        )

        d = dict(src_dict)
        app_id = d.pop("appId")

        publications = []
        _publications = d.pop("publications")
        for publications_item_data in _publications:
            publications_item = ListDataObjectPidsResponse200PublicationsItem.from_dict(
                publications_item_data
            )

            publications.append(publications_item)

        list_data_object_pids_response_200 = cls(
            app_id=app_id,
            publications=publications,
        )

        return list_data_object_pids_response_200
