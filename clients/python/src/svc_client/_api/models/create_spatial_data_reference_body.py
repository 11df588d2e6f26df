from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_spatial_data_reference_body_geometry_filter_type_0 import (
        CreateSpatialDataReferenceBodyGeometryFilterType0,
    )
    from ..models.create_spatial_data_reference_body_measurements_filter_type_0_item import (
        CreateSpatialDataReferenceBodyMeasurementsFilterType0Item,
    )
    from ..models.create_spatial_data_reference_body_metadata_filter_type_0 import (
        CreateSpatialDataReferenceBodyMetadataFilterType0,
    )


T = TypeVar("T", bound="CreateSpatialDataReferenceBody")


@_attrs_define
class CreateSpatialDataReferenceBody:
    """
    Attributes:
        name (str):
        spatial_data_container_id (Any | int):
        geometry_filter (CreateSpatialDataReferenceBodyGeometryFilterType0 | None | Unset):
        measurements_filter (list[CreateSpatialDataReferenceBodyMeasurementsFilterType0Item] | None | Unset):
        metadata_filter (CreateSpatialDataReferenceBodyMetadataFilterType0 | None | Unset):
        start_time (int | None | Unset):
        end_time (int | None | Unset):
        limit (int | None | Unset):
        skip (int | None | Unset):
    """

    name: str
    spatial_data_container_id: Any | int
    geometry_filter: (
        CreateSpatialDataReferenceBodyGeometryFilterType0 | None | Unset
    ) = UNSET
    measurements_filter: (
        list[CreateSpatialDataReferenceBodyMeasurementsFilterType0Item] | None | Unset
    ) = UNSET
    metadata_filter: (
        CreateSpatialDataReferenceBodyMetadataFilterType0 | None | Unset
    ) = UNSET
    start_time: int | None | Unset = UNSET
    end_time: int | None | Unset = UNSET
    limit: int | None | Unset = UNSET
    skip: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_spatial_data_reference_body_geometry_filter_type_0 import (
            CreateSpatialDataReferenceBodyGeometryFilterType0,
        )
        from ..models.create_spatial_data_reference_body_metadata_filter_type_0 import (
            CreateSpatialDataReferenceBodyMetadataFilterType0,
        )

        name = self.name

        spatial_data_container_id: Any | int
        spatial_data_container_id = self.spatial_data_container_id

        geometry_filter: dict[str, Any] | None | Unset
        if isinstance(self.geometry_filter, Unset):
            geometry_filter = UNSET
        elif isinstance(
            self.geometry_filter, CreateSpatialDataReferenceBodyGeometryFilterType0
        ):
            geometry_filter = self.geometry_filter.to_dict()
        else:
            geometry_filter = self.geometry_filter

        measurements_filter: list[dict[str, Any]] | None | Unset
        if isinstance(self.measurements_filter, Unset):
            measurements_filter = UNSET
        elif isinstance(self.measurements_filter, list):
            measurements_filter = []
            for measurements_filter_type_0_item_data in self.measurements_filter:
                measurements_filter_type_0_item = (
                    measurements_filter_type_0_item_data.to_dict()
                )
                measurements_filter.append(measurements_filter_type_0_item)

        else:
            measurements_filter = self.measurements_filter

        metadata_filter: dict[str, Any] | None | Unset
        if isinstance(self.metadata_filter, Unset):
            metadata_filter = UNSET
        elif isinstance(
            self.metadata_filter, CreateSpatialDataReferenceBodyMetadataFilterType0
        ):
            metadata_filter = self.metadata_filter.to_dict()
        else:
            metadata_filter = self.metadata_filter

        start_time: int | None | Unset
        if isinstance(self.start_time, Unset):
            start_time = UNSET
        else:
            start_time = self.start_time

        end_time: int | None | Unset
        if isinstance(self.end_time, Unset):
            end_time = UNSET
        else:
            end_time = self.end_time

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        skip: int | None | Unset
        if isinstance(self.skip, Unset):
            skip = UNSET
        else:
            skip = self.skip

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "spatialDataContainerId": spatial_data_container_id,
            }
        )
        if geometry_filter is not UNSET:
            field_dict["geometryFilter"] = geometry_filter
        if measurements_filter is not UNSET:
            field_dict["measurementsFilter"] = measurements_filter
        if metadata_filter is not UNSET:
            field_dict["metadataFilter"] = metadata_filter
        if start_time is not UNSET:
            field_dict["startTime"] = start_time
        if end_time is not UNSET:
            field_dict["endTime"] = end_time
        if limit is not UNSET:
            field_dict["limit"] = limit
        if skip is not UNSET:
            field_dict["skip"] = skip

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_spatial_data_reference_body_geometry_filter_type_0 import (
            CreateSpatialDataReferenceBodyGeometryFilterType0,
        )
        from ..models.create_spatial_data_reference_body_measurements_filter_type_0_item import (
            CreateSpatialDataReferenceBodyMeasurementsFilterType0Item,
        )
        from ..models.create_spatial_data_reference_body_metadata_filter_type_0 import (
            CreateSpatialDataReferenceBodyMetadataFilterType0,
        )

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_spatial_data_container_id(data: object) -> Any | int:
            return cast(Any | int, data)

        spatial_data_container_id = _parse_spatial_data_container_id(
            d.pop("spatialDataContainerId")
        )

        def _parse_geometry_filter(
            data: object,
        ) -> CreateSpatialDataReferenceBodyGeometryFilterType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                geometry_filter_type_0 = (
                    CreateSpatialDataReferenceBodyGeometryFilterType0.from_dict(data)
                )

                return geometry_filter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CreateSpatialDataReferenceBodyGeometryFilterType0 | None | Unset, data
            )

        geometry_filter = _parse_geometry_filter(d.pop("geometryFilter", UNSET))

        def _parse_measurements_filter(
            data: object,
        ) -> (
            list[CreateSpatialDataReferenceBodyMeasurementsFilterType0Item]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                measurements_filter_type_0 = []
                _measurements_filter_type_0 = data
                for measurements_filter_type_0_item_data in _measurements_filter_type_0:
                    measurements_filter_type_0_item = CreateSpatialDataReferenceBodyMeasurementsFilterType0Item.from_dict(
                        measurements_filter_type_0_item_data
                    )

                    measurements_filter_type_0.append(measurements_filter_type_0_item)

                return measurements_filter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[CreateSpatialDataReferenceBodyMeasurementsFilterType0Item]
                | None
                | Unset,
                data,
            )

        measurements_filter = _parse_measurements_filter(
            d.pop("measurementsFilter", UNSET)
        )

        def _parse_metadata_filter(
            data: object,
        ) -> CreateSpatialDataReferenceBodyMetadataFilterType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_filter_type_0 = (
                    CreateSpatialDataReferenceBodyMetadataFilterType0.from_dict(data)
                )

                return metadata_filter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CreateSpatialDataReferenceBodyMetadataFilterType0 | None | Unset, data
            )

        metadata_filter = _parse_metadata_filter(d.pop("metadataFilter", UNSET))

        def _parse_start_time(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        start_time = _parse_start_time(d.pop("startTime", UNSET))

        def _parse_end_time(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        end_time = _parse_end_time(d.pop("endTime", UNSET))

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        def _parse_skip(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        skip = _parse_skip(d.pop("skip", UNSET))

        create_spatial_data_reference_body = cls(
            name=name,
            spatial_data_container_id=spatial_data_container_id,
            geometry_filter=geometry_filter,
            measurements_filter=measurements_filter,
            metadata_filter=metadata_filter,
            start_time=start_time,
            end_time=end_time,
            limit=limit,
            skip=skip,
        )

        create_spatial_data_reference_body.additional_properties = d
        return create_spatial_data_reference_body

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
