from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetUnhideConfigResponse200Value")


@_attrs_define
class GetUnhideConfigResponse200Value:
    """
    Attributes:
        enabled (bool): Serve the feed. When false, the feed answers 404.
        catalog_name (str): The schema.org DataCatalog name.
        page_size (int): Datasets per feed page.
        collections (list[UUID] | None): appIds of the Collections whose publications (the Collection and its
            DataObjects) the feed and OAI-PMH include; null includes every public publication.
        admin_email (str): The OAI-PMH Identify adminEmail.
    """

    enabled: bool
    catalog_name: str
    page_size: int
    collections: list[UUID] | None
    admin_email: str

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        catalog_name = self.catalog_name

        page_size = self.page_size

        collections: list[str] | None
        if isinstance(self.collections, list):
            collections = []
            for collections_type_0_item_data in self.collections:
                collections_type_0_item = str(collections_type_0_item_data)
                collections.append(collections_type_0_item)

        else:
            collections = self.collections

        admin_email = self.admin_email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "enabled": enabled,
                "catalogName": catalog_name,
                "pageSize": page_size,
                "collections": collections,
                "adminEmail": admin_email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        enabled = d.pop("enabled")

        catalog_name = d.pop("catalogName")

        page_size = d.pop("pageSize")

        def _parse_collections(data: object) -> list[UUID] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                collections_type_0 = []
                _collections_type_0 = data
                for collections_type_0_item_data in _collections_type_0:
                    collections_type_0_item = UUID(collections_type_0_item_data)

                    collections_type_0.append(collections_type_0_item)

                return collections_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UUID] | None, data)

        collections = _parse_collections(d.pop("collections"))

        admin_email = d.pop("adminEmail")

        get_unhide_config_response_200_value = cls(
            enabled=enabled,
            catalog_name=catalog_name,
            page_size=page_size,
            collections=collections,
            admin_email=admin_email,
        )

        return get_unhide_config_response_200_value
