from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateSpatialDataReferenceBodyGeometryFilterType0")


@_attrs_define
class CreateSpatialDataReferenceBodyGeometryFilterType0:
    """JSON text of one geometry filter: {"type": one of K_NEAREST_NEIGHBOR, BOUNDING_SPHERE, AXIS_ALIGNED_BOUNDING_BOX,
    ORIENTED_BOUNDING_BOX, ...}. K_NEAREST_NEIGHBOR: k (1–10000), x, y, z. BOUNDING_SPHERE: radius, centerX, centerY,
    centerZ. AXIS_ALIGNED_BOUNDING_BOX: minX, minY, minZ, maxX, maxY, maxZ. ORIENTED_BOUNDING_BOX: centerX, centerY,
    centerZ, extentX, extentY, extentZ (edge lengths), rotationW, rotationX, rotationY, rotationZ (a quaternion;
    identity when absent).

    """

    additional_properties: dict[str, float | int | str] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        create_spatial_data_reference_body_geometry_filter_type_0 = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> float | int | str:
                return cast(float | int | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        create_spatial_data_reference_body_geometry_filter_type_0.additional_properties = additional_properties
        return create_spatial_data_reference_body_geometry_filter_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> float | int | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: float | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
