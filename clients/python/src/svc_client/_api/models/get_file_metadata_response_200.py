from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_file_metadata_response_200_metadata_item import (
        GetFileMetadataResponse200MetadataItem,
    )


T = TypeVar("T", bound="GetFileMetadataResponse200")


@_attrs_define
class GetFileMetadataResponse200:
    """
    Attributes:
        oid (str):
        file_name (str):
        metadata (list[GetFileMetadataResponse200MetadataItem]):
    """

    oid: str
    file_name: str
    metadata: list[GetFileMetadataResponse200MetadataItem]

    def to_dict(self) -> dict[str, Any]:
        oid = self.oid

        file_name = self.file_name

        metadata = []
        for metadata_item_data in self.metadata:
            metadata_item = metadata_item_data.to_dict()
            metadata.append(metadata_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "oid": oid,
                "fileName": file_name,
                "metadata": metadata,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_file_metadata_response_200_metadata_item import (
            GetFileMetadataResponse200MetadataItem,
        )

        d = dict(src_dict)
        oid = d.pop("oid")

        file_name = d.pop("fileName")

        metadata = []
        _metadata = d.pop("metadata")
        for metadata_item_data in _metadata:
            metadata_item = GetFileMetadataResponse200MetadataItem.from_dict(
                metadata_item_data
            )

            metadata.append(metadata_item)

        get_file_metadata_response_200 = cls(
            oid=oid,
            file_name=file_name,
            metadata=metadata,
        )

        return get_file_metadata_response_200
