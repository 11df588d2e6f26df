from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaterializeMappingResponse200OutputType0")


@_attrs_define
class MaterializeMappingResponse200OutputType0:
    """
    Attributes:
        kind (Literal['StructuredDataReference']):
        id (int): The reference's legacy id
        app_id (str):
        name (str):
        data_object_app_id (str):
        structured_data_container_id (int):
        structured_data_container_app_id (str):
        oid (str): The document's oid in the container
    """

    kind: Literal["StructuredDataReference"]
    id: int
    app_id: str
    name: str
    data_object_app_id: str
    structured_data_container_id: int
    structured_data_container_app_id: str
    oid: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        id = self.id

        app_id = self.app_id

        name = self.name

        data_object_app_id = self.data_object_app_id

        structured_data_container_id = self.structured_data_container_id

        structured_data_container_app_id = self.structured_data_container_app_id

        oid = self.oid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "id": id,
                "appId": app_id,
                "name": name,
                "dataObjectAppId": data_object_app_id,
                "structuredDataContainerId": structured_data_container_id,
                "structuredDataContainerAppId": structured_data_container_app_id,
                "oid": oid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = cast(Literal["StructuredDataReference"], d.pop("kind"))
        if kind != "StructuredDataReference":
            raise ValueError(
                f"kind must match const 'StructuredDataReference', got '{kind}'"
            )

        id = d.pop("id")

        app_id = d.pop("appId")

        name = d.pop("name")

        data_object_app_id = d.pop("dataObjectAppId")

        structured_data_container_id = d.pop("structuredDataContainerId")

        structured_data_container_app_id = d.pop("structuredDataContainerAppId")

        oid = d.pop("oid")

        materialize_mapping_response_200_output_type_0 = cls(
            kind=kind,
            id=id,
            app_id=app_id,
            name=name,
            data_object_app_id=data_object_app_id,
            structured_data_container_id=structured_data_container_id,
            structured_data_container_app_id=structured_data_container_app_id,
            oid=oid,
        )

        return materialize_mapping_response_200_output_type_0
