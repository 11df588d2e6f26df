from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_video_metadata_response_200_status import (
    GetVideoMetadataResponse200Status,
)

if TYPE_CHECKING:
    from ..models.get_video_metadata_response_200_metadata import (
        GetVideoMetadataResponse200Metadata,
    )


T = TypeVar("T", bound="GetVideoMetadataResponse200")


@_attrs_define
class GetVideoMetadataResponse200:
    """
    Attributes:
        oid (str):
        file_name (str):
        status (GetVideoMetadataResponse200Status):
        metadata (GetVideoMetadataResponse200Metadata):
    """

    oid: str
    file_name: str
    status: GetVideoMetadataResponse200Status
    metadata: GetVideoMetadataResponse200Metadata

    def to_dict(self) -> dict[str, Any]:
        oid = self.oid

        file_name = self.file_name

        status = self.status.value

        metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "oid": oid,
                "fileName": file_name,
                "status": status,
                "metadata": metadata,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_video_metadata_response_200_metadata import (
            GetVideoMetadataResponse200Metadata,
        )

        d = dict(src_dict)
        oid = d.pop("oid")

        file_name = d.pop("fileName")

        status = GetVideoMetadataResponse200Status(d.pop("status"))

        metadata = GetVideoMetadataResponse200Metadata.from_dict(d.pop("metadata"))

        get_video_metadata_response_200 = cls(
            oid=oid,
            file_name=file_name,
            status=status,
            metadata=metadata,
        )

        return get_video_metadata_response_200
