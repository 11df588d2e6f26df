from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_hdf_container_body_attributes import (
        CreateHdfContainerBodyAttributes,
    )


T = TypeVar("T", bound="CreateHdfContainerBody")


@_attrs_define
class CreateHdfContainerBody:
    """
    Attributes:
        name (str):
        description (None | str | Unset):
        attributes (CreateHdfContainerBodyAttributes | Unset): At most 256 keys of 1–256 characters, values of at most
            2048 characters, 65536 bytes in all (as JSON).
        collection_app_id (UUID | Unset): The Collection the container lives in: its permissions then decide who reaches
            the container (write on it needed to create). Absent: only the owner.
    """

    name: str
    description: None | str | Unset = UNSET
    attributes: CreateHdfContainerBodyAttributes | Unset = UNSET
    collection_app_id: UUID | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()

        collection_app_id: str | Unset = UNSET
        if not isinstance(self.collection_app_id, Unset):
            collection_app_id = str(self.collection_app_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if collection_app_id is not UNSET:
            field_dict["collectionAppId"] = collection_app_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_hdf_container_body_attributes import (
            CreateHdfContainerBodyAttributes,
        )

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _attributes = d.pop("attributes", UNSET)
        attributes: CreateHdfContainerBodyAttributes | Unset
        if isinstance(_attributes, Unset):
            attributes = UNSET
        else:
            attributes = CreateHdfContainerBodyAttributes.from_dict(_attributes)

        _collection_app_id = d.pop("collectionAppId", UNSET)
        collection_app_id: UUID | Unset
        if isinstance(_collection_app_id, Unset):
            collection_app_id = UNSET
        else:
            collection_app_id = UUID(_collection_app_id)

        create_hdf_container_body = cls(
            name=name,
            description=description,
            attributes=attributes,
            collection_app_id=collection_app_id,
        )

        return create_hdf_container_body
