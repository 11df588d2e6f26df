from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MaterializeMappingBodyOutputType1")


@_attrs_define
class MaterializeMappingBodyOutputType1:
    """Store the result as a structured-data document and reference it from the focus DataObject (Write on its Collection)

    Attributes:
        mode (Literal['reference']):
        structured_data_container_app_id (UUID | Unset): Where the document goes (Write on it); omitted: a new container
            owned by the caller
        name (str | Unset): Name of the document and the reference (default: body.target.name of the recipe, else the
            template's name)
    """

    mode: Literal["reference"]
    structured_data_container_app_id: UUID | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        structured_data_container_app_id: str | Unset = UNSET
        if not isinstance(self.structured_data_container_app_id, Unset):
            structured_data_container_app_id = str(
                self.structured_data_container_app_id
            )

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
            }
        )
        if structured_data_container_app_id is not UNSET:
            field_dict["structuredDataContainerAppId"] = (
                structured_data_container_app_id
            )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = cast(Literal["reference"], d.pop("mode"))
        if mode != "reference":
            raise ValueError(f"mode must match const 'reference', got '{mode}'")

        _structured_data_container_app_id = d.pop("structuredDataContainerAppId", UNSET)
        structured_data_container_app_id: UUID | Unset
        if isinstance(_structured_data_container_app_id, Unset):
            structured_data_container_app_id = UNSET
        else:
            structured_data_container_app_id = UUID(_structured_data_container_app_id)

        name = d.pop("name", UNSET)

        materialize_mapping_body_output_type_1 = cls(
            mode=mode,
            structured_data_container_app_id=structured_data_container_app_id,
            name=name,
        )

        return materialize_mapping_body_output_type_1
