from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_timeseries_reference_response_201_timeseries_item import (
        CreateTimeseriesReferenceResponse201TimeseriesItem,
    )


T = TypeVar("T", bound="CreateTimeseriesReferenceResponse201")


@_attrs_define
class CreateTimeseriesReferenceResponse201:
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
        start (int):
        end (int):
        timeseries (list[CreateTimeseriesReferenceResponse201TimeseriesItem]):
        timeseries_container_id (int):
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
    start: int
    end: int
    timeseries: list[CreateTimeseriesReferenceResponse201TimeseriesItem]
    timeseries_container_id: int

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

        start = self.start

        end = self.end

        timeseries = []
        for timeseries_item_data in self.timeseries:
            timeseries_item = timeseries_item_data.to_dict()
            timeseries.append(timeseries_item)

        timeseries_container_id = self.timeseries_container_id

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
                "start": start,
                "end": end,
                "timeseries": timeseries,
                "timeseriesContainerId": timeseries_container_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_timeseries_reference_response_201_timeseries_item import (
            CreateTimeseriesReferenceResponse201TimeseriesItem,
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

        start = d.pop("start")

        end = d.pop("end")

        timeseries = []
        _timeseries = d.pop("timeseries")
        for timeseries_item_data in _timeseries:
            timeseries_item = (
                CreateTimeseriesReferenceResponse201TimeseriesItem.from_dict(
                    timeseries_item_data
                )
            )

            timeseries.append(timeseries_item)

        timeseries_container_id = d.pop("timeseriesContainerId")

        create_timeseries_reference_response_201 = cls(
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
            start=start,
            end=end,
            timeseries=timeseries,
            timeseries_container_id=timeseries_container_id,
        )

        return create_timeseries_reference_response_201
