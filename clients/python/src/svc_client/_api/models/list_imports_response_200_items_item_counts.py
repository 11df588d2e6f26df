from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_imports_response_200_items_item_counts_annotations import (
        ListImportsResponse200ItemsItemCountsAnnotations,
    )
    from ..models.list_imports_response_200_items_item_counts_collections import (
        ListImportsResponse200ItemsItemCountsCollections,
    )
    from ..models.list_imports_response_200_items_item_counts_data_objects import (
        ListImportsResponse200ItemsItemCountsDataObjects,
    )
    from ..models.list_imports_response_200_items_item_counts_file_containers import (
        ListImportsResponse200ItemsItemCountsFileContainers,
    )
    from ..models.list_imports_response_200_items_item_counts_files import (
        ListImportsResponse200ItemsItemCountsFiles,
    )
    from ..models.list_imports_response_200_items_item_counts_lab_journal_entries import (
        ListImportsResponse200ItemsItemCountsLabJournalEntries,
    )
    from ..models.list_imports_response_200_items_item_counts_links import (
        ListImportsResponse200ItemsItemCountsLinks,
    )
    from ..models.list_imports_response_200_items_item_counts_permissions import (
        ListImportsResponse200ItemsItemCountsPermissions,
    )
    from ..models.list_imports_response_200_items_item_counts_references import (
        ListImportsResponse200ItemsItemCountsReferences,
    )
    from ..models.list_imports_response_200_items_item_counts_spatial_data_containers import (
        ListImportsResponse200ItemsItemCountsSpatialDataContainers,
    )
    from ..models.list_imports_response_200_items_item_counts_spatial_points import (
        ListImportsResponse200ItemsItemCountsSpatialPoints,
    )
    from ..models.list_imports_response_200_items_item_counts_structured_data_containers import (
        ListImportsResponse200ItemsItemCountsStructuredDataContainers,
    )
    from ..models.list_imports_response_200_items_item_counts_structured_documents import (
        ListImportsResponse200ItemsItemCountsStructuredDocuments,
    )
    from ..models.list_imports_response_200_items_item_counts_timeseries_containers import (
        ListImportsResponse200ItemsItemCountsTimeseriesContainers,
    )
    from ..models.list_imports_response_200_items_item_counts_timeseries_points import (
        ListImportsResponse200ItemsItemCountsTimeseriesPoints,
    )


T = TypeVar("T", bound="ListImportsResponse200ItemsItemCounts")


@_attrs_define
class ListImportsResponse200ItemsItemCounts:
    """
    Attributes:
        collections (ListImportsResponse200ItemsItemCountsCollections):
        data_objects (ListImportsResponse200ItemsItemCountsDataObjects):
        links (ListImportsResponse200ItemsItemCountsLinks):
        references (ListImportsResponse200ItemsItemCountsReferences):
        lab_journal_entries (ListImportsResponse200ItemsItemCountsLabJournalEntries):
        annotations (ListImportsResponse200ItemsItemCountsAnnotations):
        file_containers (ListImportsResponse200ItemsItemCountsFileContainers):
        files (ListImportsResponse200ItemsItemCountsFiles):
        timeseries_containers (ListImportsResponse200ItemsItemCountsTimeseriesContainers):
        timeseries_points (ListImportsResponse200ItemsItemCountsTimeseriesPoints):
        structured_data_containers (ListImportsResponse200ItemsItemCountsStructuredDataContainers):
        structured_documents (ListImportsResponse200ItemsItemCountsStructuredDocuments):
        spatial_data_containers (ListImportsResponse200ItemsItemCountsSpatialDataContainers):
        spatial_points (ListImportsResponse200ItemsItemCountsSpatialPoints):
        permissions (ListImportsResponse200ItemsItemCountsPermissions):
    """

    collections: ListImportsResponse200ItemsItemCountsCollections
    data_objects: ListImportsResponse200ItemsItemCountsDataObjects
    links: ListImportsResponse200ItemsItemCountsLinks
    references: ListImportsResponse200ItemsItemCountsReferences
    lab_journal_entries: ListImportsResponse200ItemsItemCountsLabJournalEntries
    annotations: ListImportsResponse200ItemsItemCountsAnnotations
    file_containers: ListImportsResponse200ItemsItemCountsFileContainers
    files: ListImportsResponse200ItemsItemCountsFiles
    timeseries_containers: ListImportsResponse200ItemsItemCountsTimeseriesContainers
    timeseries_points: ListImportsResponse200ItemsItemCountsTimeseriesPoints
    structured_data_containers: (
        ListImportsResponse200ItemsItemCountsStructuredDataContainers
    )
    structured_documents: ListImportsResponse200ItemsItemCountsStructuredDocuments
    spatial_data_containers: ListImportsResponse200ItemsItemCountsSpatialDataContainers
    spatial_points: ListImportsResponse200ItemsItemCountsSpatialPoints
    permissions: ListImportsResponse200ItemsItemCountsPermissions

    def to_dict(self) -> dict[str, Any]:
        collections = self.collections.to_dict()

        data_objects = self.data_objects.to_dict()

        links = self.links.to_dict()

        references = self.references.to_dict()

        lab_journal_entries = self.lab_journal_entries.to_dict()

        annotations = self.annotations.to_dict()

        file_containers = self.file_containers.to_dict()

        files = self.files.to_dict()

        timeseries_containers = self.timeseries_containers.to_dict()

        timeseries_points = self.timeseries_points.to_dict()

        structured_data_containers = self.structured_data_containers.to_dict()

        structured_documents = self.structured_documents.to_dict()

        spatial_data_containers = self.spatial_data_containers.to_dict()

        spatial_points = self.spatial_points.to_dict()

        permissions = self.permissions.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "collections": collections,
                "dataObjects": data_objects,
                "links": links,
                "references": references,
                "labJournalEntries": lab_journal_entries,
                "annotations": annotations,
                "fileContainers": file_containers,
                "files": files,
                "timeseriesContainers": timeseries_containers,
                "timeseriesPoints": timeseries_points,
                "structuredDataContainers": structured_data_containers,
                "structuredDocuments": structured_documents,
                "spatialDataContainers": spatial_data_containers,
                "spatialPoints": spatial_points,
                "permissions": permissions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_imports_response_200_items_item_counts_annotations import (
            ListImportsResponse200ItemsItemCountsAnnotations,
        )
        from ..models.list_imports_response_200_items_item_counts_collections import (
            ListImportsResponse200ItemsItemCountsCollections,
        )
        from ..models.list_imports_response_200_items_item_counts_data_objects import (
            ListImportsResponse200ItemsItemCountsDataObjects,
        )
        from ..models.list_imports_response_200_items_item_counts_file_containers import (
            ListImportsResponse200ItemsItemCountsFileContainers,
        )
        from ..models.list_imports_response_200_items_item_counts_files import (
            ListImportsResponse200ItemsItemCountsFiles,
        )
        from ..models.list_imports_response_200_items_item_counts_lab_journal_entries import (
            ListImportsResponse200ItemsItemCountsLabJournalEntries,
        )
        from ..models.list_imports_response_200_items_item_counts_links import (
            ListImportsResponse200ItemsItemCountsLinks,
        )
        from ..models.list_imports_response_200_items_item_counts_permissions import (
            ListImportsResponse200ItemsItemCountsPermissions,
        )
        from ..models.list_imports_response_200_items_item_counts_references import (
            ListImportsResponse200ItemsItemCountsReferences,
        )
        from ..models.list_imports_response_200_items_item_counts_spatial_data_containers import (
            ListImportsResponse200ItemsItemCountsSpatialDataContainers,
        )
        from ..models.list_imports_response_200_items_item_counts_spatial_points import (
            ListImportsResponse200ItemsItemCountsSpatialPoints,
        )
        from ..models.list_imports_response_200_items_item_counts_structured_data_containers import (
            ListImportsResponse200ItemsItemCountsStructuredDataContainers,
        )
        from ..models.list_imports_response_200_items_item_counts_structured_documents import (
            ListImportsResponse200ItemsItemCountsStructuredDocuments,
        )
        from ..models.list_imports_response_200_items_item_counts_timeseries_containers import (
            ListImportsResponse200ItemsItemCountsTimeseriesContainers,
        )
        from ..models.list_imports_response_200_items_item_counts_timeseries_points import (
            ListImportsResponse200ItemsItemCountsTimeseriesPoints,
        )

        d = dict(src_dict)
        collections = ListImportsResponse200ItemsItemCountsCollections.from_dict(
            d.pop("collections")
        )

        data_objects = ListImportsResponse200ItemsItemCountsDataObjects.from_dict(
            d.pop("dataObjects")
        )

        links = ListImportsResponse200ItemsItemCountsLinks.from_dict(d.pop("links"))

        references = ListImportsResponse200ItemsItemCountsReferences.from_dict(
            d.pop("references")
        )

        lab_journal_entries = (
            ListImportsResponse200ItemsItemCountsLabJournalEntries.from_dict(
                d.pop("labJournalEntries")
            )
        )

        annotations = ListImportsResponse200ItemsItemCountsAnnotations.from_dict(
            d.pop("annotations")
        )

        file_containers = ListImportsResponse200ItemsItemCountsFileContainers.from_dict(
            d.pop("fileContainers")
        )

        files = ListImportsResponse200ItemsItemCountsFiles.from_dict(d.pop("files"))

        timeseries_containers = (
            ListImportsResponse200ItemsItemCountsTimeseriesContainers.from_dict(
                d.pop("timeseriesContainers")
            )
        )

        timeseries_points = (
            ListImportsResponse200ItemsItemCountsTimeseriesPoints.from_dict(
                d.pop("timeseriesPoints")
            )
        )

        structured_data_containers = (
            ListImportsResponse200ItemsItemCountsStructuredDataContainers.from_dict(
                d.pop("structuredDataContainers")
            )
        )

        structured_documents = (
            ListImportsResponse200ItemsItemCountsStructuredDocuments.from_dict(
                d.pop("structuredDocuments")
            )
        )

        spatial_data_containers = (
            ListImportsResponse200ItemsItemCountsSpatialDataContainers.from_dict(
                d.pop("spatialDataContainers")
            )
        )

        spatial_points = ListImportsResponse200ItemsItemCountsSpatialPoints.from_dict(
            d.pop("spatialPoints")
        )

        permissions = ListImportsResponse200ItemsItemCountsPermissions.from_dict(
            d.pop("permissions")
        )

        list_imports_response_200_items_item_counts = cls(
            collections=collections,
            data_objects=data_objects,
            links=links,
            references=references,
            lab_journal_entries=lab_journal_entries,
            annotations=annotations,
            file_containers=file_containers,
            files=files,
            timeseries_containers=timeseries_containers,
            timeseries_points=timeseries_points,
            structured_data_containers=structured_data_containers,
            structured_documents=structured_documents,
            spatial_data_containers=spatial_data_containers,
            spatial_points=spatial_points,
            permissions=permissions,
        )

        return list_imports_response_200_items_item_counts
