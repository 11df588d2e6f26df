from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchUnhideConfigBody")


@_attrs_define
class PatchUnhideConfigBody:
    """
    Attributes:
        enabled (bool | None | Unset):
        catalog_name (None | str | Unset):
        page_size (int | None | Unset):
        collections (list[UUID] | None | Unset):
        admin_email (None | str | Unset):
    """

    enabled: bool | None | Unset = UNSET
    catalog_name: None | str | Unset = UNSET
    page_size: int | None | Unset = UNSET
    collections: list[UUID] | None | Unset = UNSET
    admin_email: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled: bool | None | Unset
        if isinstance(self.enabled, Unset):
            enabled = UNSET
        else:
            enabled = self.enabled

        catalog_name: None | str | Unset
        if isinstance(self.catalog_name, Unset):
            catalog_name = UNSET
        else:
            catalog_name = self.catalog_name

        page_size: int | None | Unset
        if isinstance(self.page_size, Unset):
            page_size = UNSET
        else:
            page_size = self.page_size

        collections: list[str] | None | Unset
        if isinstance(self.collections, Unset):
            collections = UNSET
        elif isinstance(self.collections, list):
            collections = []
            for collections_type_0_type_0_item_data in self.collections:
                collections_type_0_type_0_item = str(
                    collections_type_0_type_0_item_data
                )
                collections.append(collections_type_0_type_0_item)

        else:
            collections = self.collections

        admin_email: None | str | Unset
        if isinstance(self.admin_email, Unset):
            admin_email = UNSET
        else:
            admin_email = self.admin_email

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if catalog_name is not UNSET:
            field_dict["catalogName"] = catalog_name
        if page_size is not UNSET:
            field_dict["pageSize"] = page_size
        if collections is not UNSET:
            field_dict["collections"] = collections
        if admin_email is not UNSET:
            field_dict["adminEmail"] = admin_email

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_enabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        enabled = _parse_enabled(d.pop("enabled", UNSET))

        def _parse_catalog_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        catalog_name = _parse_catalog_name(d.pop("catalogName", UNSET))

        def _parse_page_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        page_size = _parse_page_size(d.pop("pageSize", UNSET))

        def _parse_collections(data: object) -> list[UUID] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                collections_type_0_type_0 = []
                _collections_type_0_type_0 = data
                for collections_type_0_type_0_item_data in _collections_type_0_type_0:
                    collections_type_0_type_0_item = UUID(
                        collections_type_0_type_0_item_data
                    )

                    collections_type_0_type_0.append(collections_type_0_type_0_item)

                return collections_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UUID] | None | Unset, data)

        collections = _parse_collections(d.pop("collections", UNSET))

        def _parse_admin_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        admin_email = _parse_admin_email(d.pop("adminEmail", UNSET))

        patch_unhide_config_body = cls(
            enabled=enabled,
            catalog_name=catalog_name,
            page_size=page_size,
            collections=collections,
            admin_email=admin_email,
        )

        return patch_unhide_config_body
