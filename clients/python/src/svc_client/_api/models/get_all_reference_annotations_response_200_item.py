from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetAllReferenceAnnotationsResponse200Item")


@_attrs_define
class GetAllReferenceAnnotationsResponse200Item:
    """
    Attributes:
        id (int):
        name (str):
        property_name (str):
        property_iri (str):
        property_repository_id (int):
        value_name (str):
        value_iri (str):
        value_repository_id (int):
        numeric_value (float | None):
        unit_iri (None | str):
    """

    id: int
    name: str
    property_name: str
    property_iri: str
    property_repository_id: int
    value_name: str
    value_iri: str
    value_repository_id: int
    numeric_value: float | None
    unit_iri: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        property_name = self.property_name

        property_iri = self.property_iri

        property_repository_id = self.property_repository_id

        value_name = self.value_name

        value_iri = self.value_iri

        value_repository_id = self.value_repository_id

        numeric_value: float | None
        numeric_value = self.numeric_value

        unit_iri: None | str
        unit_iri = self.unit_iri

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "propertyName": property_name,
                "propertyIRI": property_iri,
                "propertyRepositoryId": property_repository_id,
                "valueName": value_name,
                "valueIRI": value_iri,
                "valueRepositoryId": value_repository_id,
                "numericValue": numeric_value,
                "unitIRI": unit_iri,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        property_name = d.pop("propertyName")

        property_iri = d.pop("propertyIRI")

        property_repository_id = d.pop("propertyRepositoryId")

        value_name = d.pop("valueName")

        value_iri = d.pop("valueIRI")

        value_repository_id = d.pop("valueRepositoryId")

        def _parse_numeric_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        numeric_value = _parse_numeric_value(d.pop("numericValue"))

        def _parse_unit_iri(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit_iri = _parse_unit_iri(d.pop("unitIRI"))

        get_all_reference_annotations_response_200_item = cls(
            id=id,
            name=name,
            property_name=property_name,
            property_iri=property_iri,
            property_repository_id=property_repository_id,
            value_name=value_name,
            value_iri=value_iri,
            value_repository_id=value_repository_id,
            numeric_value=numeric_value,
            unit_iri=unit_iri,
        )

        return get_all_reference_annotations_response_200_item
