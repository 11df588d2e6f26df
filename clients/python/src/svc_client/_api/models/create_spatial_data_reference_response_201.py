from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_spatial_data_reference_response_201_geometry_filter import (
        CreateSpatialDataReferenceResponse201GeometryFilter,
    )
    from ..models.create_spatial_data_reference_response_201_measurements_filter_item import (
        CreateSpatialDataReferenceResponse201MeasurementsFilterItem,
    )
    from ..models.create_spatial_data_reference_response_201_metadata_filter import (
        CreateSpatialDataReferenceResponse201MetadataFilter,
    )


T = TypeVar("T", bound="CreateSpatialDataReferenceResponse201")


@_attrs_define
class CreateSpatialDataReferenceResponse201:
    """
    Attributes:
        id (int):
        app_id (str):
        created_at (str):
        created_by (str):
        updated_at (None | str):
        updated_by (None | str):
        revision (int):
        name (str):
        data_object_id (int):
        type_ (str):
        spatial_data_container_id (int):
        geometry_filter (CreateSpatialDataReferenceResponse201GeometryFilter | Unset):
        measurements_filter (list[CreateSpatialDataReferenceResponse201MeasurementsFilterItem] | Unset):
        metadata_filter (CreateSpatialDataReferenceResponse201MetadataFilter | Unset):
        start_time (int | Unset):
        end_time (int | Unset):
        limit (int | Unset):
        skip (int | Unset):
    """

    id: int
    app_id: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    revision: int
    name: str
    data_object_id: int
    type_: str
    spatial_data_container_id: int
    geometry_filter: CreateSpatialDataReferenceResponse201GeometryFilter | Unset = UNSET
    measurements_filter: (
        list[CreateSpatialDataReferenceResponse201MeasurementsFilterItem] | Unset
    ) = UNSET
    metadata_filter: CreateSpatialDataReferenceResponse201MetadataFilter | Unset = UNSET
    start_time: int | Unset = UNSET
    end_time: int | Unset = UNSET
    limit: int | Unset = UNSET
    skip: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        app_id = self.app_id

        created_at = self.created_at

        created_by = self.created_by

        updated_at: None | str
        updated_at = self.updated_at

        updated_by: None | str
        updated_by = self.updated_by

        revision = self.revision

        name = self.name

        data_object_id = self.data_object_id

        type_ = self.type_

        spatial_data_container_id = self.spatial_data_container_id

        geometry_filter: dict[str, Any] | Unset = UNSET
        if not isinstance(self.geometry_filter, Unset):
            geometry_filter = self.geometry_filter.to_dict()

        measurements_filter: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.measurements_filter, Unset):
            measurements_filter = []
            for measurements_filter_item_data in self.measurements_filter:
                measurements_filter_item = measurements_filter_item_data.to_dict()
                measurements_filter.append(measurements_filter_item)

        metadata_filter: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata_filter, Unset):
            metadata_filter = self.metadata_filter.to_dict()

        start_time = self.start_time

        end_time = self.end_time

        limit = self.limit

        skip = self.skip

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "appId": app_id,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "revision": revision,
                "name": name,
                "dataObjectId": data_object_id,
                "type": type_,
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
        from ..models.create_spatial_data_reference_response_201_geometry_filter import (
            CreateSpatialDataReferenceResponse201GeometryFilter,
        )
        from ..models.create_spatial_data_reference_response_201_measurements_filter_item import (
            CreateSpatialDataReferenceResponse201MeasurementsFilterItem,
        )
        from ..models.create_spatial_data_reference_response_201_metadata_filter import (
            CreateSpatialDataReferenceResponse201MetadataFilter,
        )

        d = dict(src_dict)
        id = d.pop("id")

        app_id = d.pop("appId")

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        def _parse_updated_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))

        revision = d.pop("revision")

        name = d.pop("name")

        data_object_id = d.pop("dataObjectId")

        type_ = d.pop("type")

        spatial_data_container_id = d.pop("spatialDataContainerId")

        _geometry_filter = d.pop("geometryFilter", UNSET)
        geometry_filter: CreateSpatialDataReferenceResponse201GeometryFilter | Unset
        if isinstance(_geometry_filter, Unset):
            geometry_filter = UNSET
        else:
            geometry_filter = (
                CreateSpatialDataReferenceResponse201GeometryFilter.from_dict(
                    _geometry_filter
                )
            )

        _measurements_filter = d.pop("measurementsFilter", UNSET)
        measurements_filter: (
            list[CreateSpatialDataReferenceResponse201MeasurementsFilterItem] | Unset
        ) = UNSET
        if _measurements_filter is not UNSET:
            measurements_filter = []
            for measurements_filter_item_data in _measurements_filter:
                measurements_filter_item = CreateSpatialDataReferenceResponse201MeasurementsFilterItem.from_dict(
                    measurements_filter_item_data
                )

                measurements_filter.append(measurements_filter_item)

        _metadata_filter = d.pop("metadataFilter", UNSET)
        metadata_filter: CreateSpatialDataReferenceResponse201MetadataFilter | Unset
        if isinstance(_metadata_filter, Unset):
            metadata_filter = UNSET
        else:
            metadata_filter = (
                CreateSpatialDataReferenceResponse201MetadataFilter.from_dict(
                    _metadata_filter
                )
            )

        start_time = d.pop("startTime", UNSET)

        end_time = d.pop("endTime", UNSET)

        limit = d.pop("limit", UNSET)

        skip = d.pop("skip", UNSET)

        create_spatial_data_reference_response_201 = cls(
            id=id,
            app_id=app_id,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            revision=revision,
            name=name,
            data_object_id=data_object_id,
            type_=type_,
            spatial_data_container_id=spatial_data_container_id,
            geometry_filter=geometry_filter,
            measurements_filter=measurements_filter,
            metadata_filter=metadata_filter,
            start_time=start_time,
            end_time=end_time,
            limit=limit,
            skip=skip,
        )

        return create_spatial_data_reference_response_201
