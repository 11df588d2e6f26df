from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetLegacyV1ConfigResponse200Value")


@_attrs_define
class GetLegacyV1ConfigResponse200Value:
    """
    Attributes:
        shelf_enabled (bool): Serve the legacy shelf. When false, /svc/api routes answer 410 Gone.
        deprecation_headers (bool): Add Deprecation, Link and X-Svc-Legacy headers to legacy responses.
        successor_url (str): Target of the Link rel="successor-version" header.
        banner_message (None | str): Message for the frontend banner; null shows none.
    """

    shelf_enabled: bool
    deprecation_headers: bool
    successor_url: str
    banner_message: None | str

    def to_dict(self) -> dict[str, Any]:
        shelf_enabled = self.shelf_enabled

        deprecation_headers = self.deprecation_headers

        successor_url = self.successor_url

        banner_message: None | str
        banner_message = self.banner_message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shelfEnabled": shelf_enabled,
                "deprecationHeaders": deprecation_headers,
                "successorUrl": successor_url,
                "bannerMessage": banner_message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        shelf_enabled = d.pop("shelfEnabled")

        deprecation_headers = d.pop("deprecationHeaders")

        successor_url = d.pop("successorUrl")

        def _parse_banner_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        banner_message = _parse_banner_message(d.pop("bannerMessage"))

        get_legacy_v1_config_response_200_value = cls(
            shelf_enabled=shelf_enabled,
            deprecation_headers=deprecation_headers,
            successor_url=successor_url,
            banner_message=banner_message,
        )

        return get_legacy_v1_config_response_200_value
