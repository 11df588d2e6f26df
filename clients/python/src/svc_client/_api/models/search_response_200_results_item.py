from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.search_response_200_results_item_attributes import (
        SearchResponse200ResultsItemAttributes,
    )


T = TypeVar("T", bound="SearchResponse200ResultsItem")


@_attrs_define
class SearchResponse200ResultsItem:
    """
    Attributes:
        id (int):
        app_id (str):
        created_at (str):
        created_by (str):
        updated_at (None | str):
        updated_by (None | str):
        revision (int):
        name (str):
        description (None | str):
        attributes (SearchResponse200ResultsItemAttributes):
    """

    id: int
    app_id: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    revision: int
    name: str
    description: None | str
    attributes: SearchResponse200ResultsItemAttributes

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        app_id = self.app_id

        created_at = self.created_at

        created_by = self.created_by

        updated_at: None | str
        updated_at = self.updated_at

        updated_by: None | str
        updated_by = self.updated_by

        revision = self.revision

        name = self.name

        description: None | str
        description = self.description

        attributes = self.attributes.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "appId": app_id,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "revision": revision,
                "name": name,
                "description": description,
                "attributes": attributes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_response_200_results_item_attributes import (
            SearchResponse200ResultsItemAttributes,
        )

        d = dict(src_dict)
        id = d.pop("id")

        app_id = d.pop("appId")

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        def _parse_updated_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))

        revision = d.pop("revision")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        attributes = SearchResponse200ResultsItemAttributes.from_dict(
            d.pop("attributes")
        )

        search_response_200_results_item = cls(
            id=id,
            app_id=app_id,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            revision=revision,
            name=name,
            description=description,
            attributes=attributes,
        )

        return search_response_200_results_item
