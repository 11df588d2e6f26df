from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetVideoStreamUrlResponse200")


@_attrs_define
class GetVideoStreamUrlResponse200:
    """
    Attributes:
        stream_url (str):
        expires_at (datetime.datetime):
        expires_in_seconds (int):
    """

    stream_url: str
    expires_at: datetime.datetime
    expires_in_seconds: int

    def to_dict(self) -> dict[str, Any]:
        stream_url = self.stream_url

        expires_at = self.expires_at.isoformat()

        expires_in_seconds = self.expires_in_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "streamUrl": stream_url,
                "expiresAt": expires_at,
                "expiresInSeconds": expires_in_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stream_url = d.pop("streamUrl")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        expires_in_seconds = d.pop("expiresInSeconds")

        get_video_stream_url_response_200 = cls(
            stream_url=stream_url,
            expires_at=expires_at,
            expires_in_seconds=expires_in_seconds,
        )

        return get_video_stream_url_response_200
