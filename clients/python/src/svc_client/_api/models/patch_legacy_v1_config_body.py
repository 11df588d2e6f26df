from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchLegacyV1ConfigBody")


@_attrs_define
class PatchLegacyV1ConfigBody:
    """
    Attributes:
        shelf_enabled (bool | None | Unset):
        deprecation_headers (bool | None | Unset):
        successor_url (None | str | Unset):
        banner_message (None | str | Unset):
    """

    shelf_enabled: bool | None | Unset = UNSET
    deprecation_headers: bool | None | Unset = UNSET
    successor_url: None | str | Unset = UNSET
    banner_message: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        shelf_enabled: bool | None | Unset
        if isinstance(self.shelf_enabled, Unset):
            shelf_enabled = UNSET
        else:
            shelf_enabled = self.shelf_enabled

        deprecation_headers: bool | None | Unset
        if isinstance(self.deprecation_headers, Unset):
            deprecation_headers = UNSET
        else:
            deprecation_headers = self.deprecation_headers

        successor_url: None | str | Unset
        if isinstance(self.successor_url, Unset):
            successor_url = UNSET
        else:
            successor_url = self.successor_url

        banner_message: None | str | Unset
        if isinstance(self.banner_message, Unset):
            banner_message = UNSET
        else:
            banner_message = self.banner_message

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if shelf_enabled is not UNSET:
            field_dict["shelfEnabled"] = shelf_enabled
        if deprecation_headers is not UNSET:
            field_dict["deprecationHeaders"] = deprecation_headers
        if successor_url is not UNSET:
            field_dict["successorUrl"] = successor_url
        if banner_message is not UNSET:
            field_dict["bannerMessage"] = banner_message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_shelf_enabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        shelf_enabled = _parse_shelf_enabled(d.pop("shelfEnabled", UNSET))

        def _parse_deprecation_headers(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        deprecation_headers = _parse_deprecation_headers(
            d.pop("deprecationHeaders", UNSET)
        )

        def _parse_successor_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        successor_url = _parse_successor_url(d.pop("successorUrl", UNSET))

        def _parse_banner_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        banner_message = _parse_banner_message(d.pop("bannerMessage", UNSET))

        patch_legacy_v1_config_body = cls(
            shelf_enabled=shelf_enabled,
            deprecation_headers=deprecation_headers,
            successor_url=successor_url,
            banner_message=banner_message,
        )

        return patch_legacy_v1_config_body
