from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateVideoThumbnailBody")


@_attrs_define
class CreateVideoThumbnailBody:
    """
    Attributes:
        at_seconds (float):
    """

    at_seconds: float

    def to_dict(self) -> dict[str, Any]:
        at_seconds = self.at_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "atSeconds": at_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at_seconds = d.pop("atSeconds")

        create_video_thumbnail_body = cls(
            at_seconds=at_seconds,
        )

        return create_video_thumbnail_body
