from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_hdf_container_response_201_attributes import (
        CreateHdfContainerResponse201Attributes,
    )


T = TypeVar("T", bound="CreateHdfContainerResponse201")


@_attrs_define
class CreateHdfContainerResponse201:
    """
    Attributes:
        app_id (str):
        name (str):
        description (None | str):
        hdf_domain (str): The container's HSDS folder, /svc/<appId>/ (read-only)
        attributes (CreateHdfContainerResponse201Attributes):
        owner (str):
        collection_app_id (None | str):
        created_at (str):
        created_by (str):
    """

    app_id: str
    name: str
    description: None | str
    hdf_domain: str
    attributes: CreateHdfContainerResponse201Attributes
    owner: str
    collection_app_id: None | str
    created_at: str
    created_by: str

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        name = self.name

        description: None | str
        description = self.description

        hdf_domain = self.hdf_domain

        attributes = self.attributes.to_dict()

        owner = self.owner

        collection_app_id: None | str
        collection_app_id = self.collection_app_id

        created_at = self.created_at

        created_by = self.created_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "name": name,
                "description": description,
                "hdfDomain": hdf_domain,
                "attributes": attributes,
                "owner": owner,
                "collectionAppId": collection_app_id,
                "createdAt": created_at,
                "createdBy": created_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_hdf_container_response_201_attributes import (
            CreateHdfContainerResponse201Attributes,
        )

        d = dict(src_dict)
        app_id = d.pop("appId")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        hdf_domain = d.pop("hdfDomain")

        attributes = CreateHdfContainerResponse201Attributes.from_dict(
            d.pop("attributes")
        )

        owner = d.pop("owner")

        def _parse_collection_app_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        collection_app_id = _parse_collection_app_id(d.pop("collectionAppId"))

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        create_hdf_container_response_201 = cls(
            app_id=app_id,
            name=name,
            description=description,
            hdf_domain=hdf_domain,
            attributes=attributes,
            owner=owner,
            collection_app_id=collection_app_id,
            created_at=created_at,
            created_by=created_by,
        )

        return create_hdf_container_response_201
