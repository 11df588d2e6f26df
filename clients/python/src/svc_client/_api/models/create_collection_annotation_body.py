from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateCollectionAnnotationBody")


@_attrs_define
class CreateCollectionAnnotationBody:
    """
    Attributes:
        property_iri (str):
        value_iri (str):
        property_repository_id (int):
        value_repository_id (int):
        numeric_value (float | None | Unset):
        unit_iri (None | str | Unset):
    """

    property_iri: str
    value_iri: str
    property_repository_id: int
    value_repository_id: int
    numeric_value: float | None | Unset = UNSET
    unit_iri: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        property_iri = self.property_iri

        value_iri = self.value_iri

        property_repository_id = self.property_repository_id

        value_repository_id = self.value_repository_id

        numeric_value: float | None | Unset
        if isinstance(self.numeric_value, Unset):
            numeric_value = UNSET
        else:
            numeric_value = self.numeric_value

        unit_iri: None | str | Unset
        if isinstance(self.unit_iri, Unset):
            unit_iri = UNSET
        else:
            unit_iri = self.unit_iri

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "propertyIRI": property_iri,
                "valueIRI": value_iri,
                "propertyRepositoryId": property_repository_id,
                "valueRepositoryId": value_repository_id,
            }
        )
        if numeric_value is not UNSET:
            field_dict["numericValue"] = numeric_value
        if unit_iri is not UNSET:
            field_dict["unitIRI"] = unit_iri

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        property_iri = d.pop("propertyIRI")

        value_iri = d.pop("valueIRI")

        property_repository_id = d.pop("propertyRepositoryId")

        value_repository_id = d.pop("valueRepositoryId")

        def _parse_numeric_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        numeric_value = _parse_numeric_value(d.pop("numericValue", UNSET))

        def _parse_unit_iri(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit_iri = _parse_unit_iri(d.pop("unitIRI", UNSET))

        create_collection_annotation_body = cls(
            property_iri=property_iri,
            value_iri=value_iri,
            property_repository_id=property_repository_id,
            value_repository_id=value_repository_id,
            numeric_value=numeric_value,
            unit_iri=unit_iri,
        )

        create_collection_annotation_body.additional_properties = d
        return create_collection_annotation_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
