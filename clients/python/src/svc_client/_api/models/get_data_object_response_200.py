from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_data_object_response_200_attributes import (
        GetDataObjectResponse200Attributes,
    )


T = TypeVar("T", bound="GetDataObjectResponse200")


@_attrs_define
class GetDataObjectResponse200:
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
        description (None | str):
        attributes (GetDataObjectResponse200Attributes):
        collection_id (int):
        parent_id (int | None):
        children_ids (list[int]):
        predecessor_ids (list[int]):
        successor_ids (list[int]):
        reference_ids (list[int]):
        incoming_ids (list[int]):
        file_bundle_count (int):
        structured_data_reference_count (int):
        spatial_data_reference_count (int):
        timeseries_reference_count (int):
        video_stream_reference_count (int):
    """

    id: int
    app_id: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    revision: int
    name: str
    description: None | str
    attributes: GetDataObjectResponse200Attributes
    collection_id: int
    parent_id: int | None
    children_ids: list[int]
    predecessor_ids: list[int]
    successor_ids: list[int]
    reference_ids: list[int]
    incoming_ids: list[int]
    file_bundle_count: int
    structured_data_reference_count: int
    spatial_data_reference_count: int
    timeseries_reference_count: int
    video_stream_reference_count: int

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

        description: None | str
        description = self.description

        attributes = self.attributes.to_dict()

        collection_id = self.collection_id

        parent_id: int | None
        parent_id = self.parent_id

        children_ids = self.children_ids

        predecessor_ids = self.predecessor_ids

        successor_ids = self.successor_ids

        reference_ids = self.reference_ids

        incoming_ids = self.incoming_ids

        file_bundle_count = self.file_bundle_count

        structured_data_reference_count = self.structured_data_reference_count

        spatial_data_reference_count = self.spatial_data_reference_count

        timeseries_reference_count = self.timeseries_reference_count

        video_stream_reference_count = self.video_stream_reference_count

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
                "description": description,
                "attributes": attributes,
                "collectionId": collection_id,
                "parentId": parent_id,
                "childrenIds": children_ids,
                "predecessorIds": predecessor_ids,
                "successorIds": successor_ids,
                "referenceIds": reference_ids,
                "incomingIds": incoming_ids,
                "fileBundleCount": file_bundle_count,
                "structuredDataReferenceCount": structured_data_reference_count,
                "spatialDataReferenceCount": spatial_data_reference_count,
                "timeseriesReferenceCount": timeseries_reference_count,
                "videoStreamReferenceCount": video_stream_reference_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_data_object_response_200_attributes import (
            GetDataObjectResponse200Attributes,
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

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        attributes = GetDataObjectResponse200Attributes.from_dict(d.pop("attributes"))

        collection_id = d.pop("collectionId")

        def _parse_parent_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        children_ids = cast(list[int], d.pop("childrenIds"))

        predecessor_ids = cast(list[int], d.pop("predecessorIds"))

        successor_ids = cast(list[int], d.pop("successorIds"))

        reference_ids = cast(list[int], d.pop("referenceIds"))

        incoming_ids = cast(list[int], d.pop("incomingIds"))

        file_bundle_count = d.pop("fileBundleCount")

        structured_data_reference_count = d.pop("structuredDataReferenceCount")

        spatial_data_reference_count = d.pop("spatialDataReferenceCount")

        timeseries_reference_count = d.pop("timeseriesReferenceCount")

        video_stream_reference_count = d.pop("videoStreamReferenceCount")

        get_data_object_response_200 = cls(
            id=id,
            app_id=app_id,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            revision=revision,
            name=name,
            description=description,
            attributes=attributes,
            collection_id=collection_id,
            parent_id=parent_id,
            children_ids=children_ids,
            predecessor_ids=predecessor_ids,
            successor_ids=successor_ids,
            reference_ids=reference_ids,
            incoming_ids=incoming_ids,
            file_bundle_count=file_bundle_count,
            structured_data_reference_count=structured_data_reference_count,
            spatial_data_reference_count=spatial_data_reference_count,
            timeseries_reference_count=timeseries_reference_count,
            video_stream_reference_count=video_stream_reference_count,
        )

        return get_data_object_response_200
