from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StartImportBody")


@_attrs_define
class StartImportBody:
    """
    Attributes:
        source_base_url (str):
        api_key (str):
        source_collection_id (int):
        target_name (str | Unset):
    """

    source_base_url: str
    api_key: str
    source_collection_id: int
    target_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source_base_url = self.source_base_url

        api_key = self.api_key

        source_collection_id = self.source_collection_id

        target_name = self.target_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sourceBaseUrl": source_base_url,
                "apiKey": api_key,
                "sourceCollectionId": source_collection_id,
            }
        )
        if target_name is not UNSET:
            field_dict["targetName"] = target_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source_base_url = d.pop("sourceBaseUrl")

        api_key = d.pop("apiKey")

        source_collection_id = d.pop("sourceCollectionId")

        target_name = d.pop("targetName", UNSET)

        start_import_body = cls(
            source_base_url=source_base_url,
            api_key=api_key,
            source_collection_id=source_collection_id,
            target_name=target_name,
        )

        return start_import_body
