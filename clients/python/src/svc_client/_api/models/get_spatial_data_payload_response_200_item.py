from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_spatial_data_payload_response_200_item_measurements import (
        GetSpatialDataPayloadResponse200ItemMeasurements,
    )
    from ..models.get_spatial_data_payload_response_200_item_metadata import (
        GetSpatialDataPayloadResponse200ItemMetadata,
    )


T = TypeVar("T", bound="GetSpatialDataPayloadResponse200Item")


@_attrs_define
class GetSpatialDataPayloadResponse200Item:
    """
    Attributes:
        timestamp (int):
        x (float):
        y (float):
        z (float):
        measurements (GetSpatialDataPayloadResponse200ItemMeasurements):
        metadata (GetSpatialDataPayloadResponse200ItemMetadata):
    """

    timestamp: int
    x: float
    y: float
    z: float
    measurements: GetSpatialDataPayloadResponse200ItemMeasurements
    metadata: GetSpatialDataPayloadResponse200ItemMetadata

    def to_dict(self) -> dict[str, Any]:
        timestamp = self.timestamp

        x = self.x

        y = self.y

        z = self.z

        measurements = self.measurements.to_dict()

        metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "timestamp": timestamp,
                "x": x,
                "y": y,
                "z": z,
                "measurements": measurements,
                "metadata": metadata,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_spatial_data_payload_response_200_item_measurements import (
            GetSpatialDataPayloadResponse200ItemMeasurements,
        )
        from ..models.get_spatial_data_payload_response_200_item_metadata import (
            GetSpatialDataPayloadResponse200ItemMetadata,
        )

        d = dict(src_dict)
        timestamp = d.pop("timestamp")

        x = d.pop("x")

        y = d.pop("y")

        z = d.pop("z")

        measurements = GetSpatialDataPayloadResponse200ItemMeasurements.from_dict(
            d.pop("measurements")
        )

        metadata = GetSpatialDataPayloadResponse200ItemMetadata.from_dict(
            d.pop("metadata")
        )

        get_spatial_data_payload_response_200_item = cls(
            timestamp=timestamp,
            x=x,
            y=y,
            z=z,
            measurements=measurements,
            metadata=metadata,
        )

        return get_spatial_data_payload_response_200_item
