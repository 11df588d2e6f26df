from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_spatial_data_points_body_item_measurements import (
        CreateSpatialDataPointsBodyItemMeasurements,
    )
    from ..models.create_spatial_data_points_body_item_metadata import (
        CreateSpatialDataPointsBodyItemMetadata,
    )


T = TypeVar("T", bound="CreateSpatialDataPointsBodyItem")


@_attrs_define
class CreateSpatialDataPointsBodyItem:
    """
    Attributes:
        x (Any | float): X coordinate (a finite double)
        y (Any | float): Y coordinate (a finite double)
        z (Any | float): Z coordinate (a finite double)
        measurements (CreateSpatialDataPointsBodyItemMeasurements): Measurements: a JSON object of at most 256 keys and
            16384 bytes
        metadata (CreateSpatialDataPointsBodyItemMetadata): Data point metadata: a JSON object of at most 256 keys and
            16384 bytes
        timestamp (int | Unset): Nanoseconds since the Unix epoch (an exact int64); the server time when absent.
    """

    x: Any | float
    y: Any | float
    z: Any | float
    measurements: CreateSpatialDataPointsBodyItemMeasurements
    metadata: CreateSpatialDataPointsBodyItemMetadata
    timestamp: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x: Any | float
        x = self.x

        y: Any | float
        y = self.y

        z: Any | float
        z = self.z

        measurements = self.measurements.to_dict()

        metadata = self.metadata.to_dict()

        timestamp = self.timestamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "x": x,
                "y": y,
                "z": z,
                "measurements": measurements,
                "metadata": metadata,
            }
        )
        if timestamp is not UNSET:
            field_dict["timestamp"] = timestamp

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_spatial_data_points_body_item_measurements import (
            CreateSpatialDataPointsBodyItemMeasurements,
        )
        from ..models.create_spatial_data_points_body_item_metadata import (
            CreateSpatialDataPointsBodyItemMetadata,
        )

        d = dict(src_dict)

        def _parse_x(data: object) -> Any | float:
            return cast(Any | float, data)

        x = _parse_x(d.pop("x"))

        def _parse_y(data: object) -> Any | float:
            return cast(Any | float, data)

        y = _parse_y(d.pop("y"))

        def _parse_z(data: object) -> Any | float:
            return cast(Any | float, data)

        z = _parse_z(d.pop("z"))

        measurements = CreateSpatialDataPointsBodyItemMeasurements.from_dict(
            d.pop("measurements")
        )

        metadata = CreateSpatialDataPointsBodyItemMetadata.from_dict(d.pop("metadata"))

        timestamp = d.pop("timestamp", UNSET)

        create_spatial_data_points_body_item = cls(
            x=x,
            y=y,
            z=z,
            measurements=measurements,
            metadata=metadata,
            timestamp=timestamp,
        )

        create_spatial_data_points_body_item.additional_properties = d
        return create_spatial_data_points_body_item

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
