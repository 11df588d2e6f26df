from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_provenance_stats_response_200_by_action_kind import (
        GetProvenanceStatsResponse200ByActionKind,
    )
    from ..models.get_provenance_stats_response_200_sparkline import (
        GetProvenanceStatsResponse200Sparkline,
    )
    from ..models.get_provenance_stats_response_200_totals import (
        GetProvenanceStatsResponse200Totals,
    )


T = TypeVar("T", bound="GetProvenanceStatsResponse200")


@_attrs_define
class GetProvenanceStatsResponse200:
    """
    Attributes:
        scope (Literal['collection']):
        collection_id (int):
        collection_app_id (str):
        totals (GetProvenanceStatsResponse200Totals):
        by_action_kind (GetProvenanceStatsResponse200ByActionKind):
        sparkline (GetProvenanceStatsResponse200Sparkline):
        cumulative (list[int]):
    """

    scope: Literal["collection"]
    collection_id: int
    collection_app_id: str
    totals: GetProvenanceStatsResponse200Totals
    by_action_kind: GetProvenanceStatsResponse200ByActionKind
    sparkline: GetProvenanceStatsResponse200Sparkline
    cumulative: list[int]

    def to_dict(self) -> dict[str, Any]:
        scope = self.scope

        collection_id = self.collection_id

        collection_app_id = self.collection_app_id

        totals = self.totals.to_dict()

        by_action_kind = self.by_action_kind.to_dict()

        sparkline = self.sparkline.to_dict()

        cumulative = self.cumulative

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scope": scope,
                "collectionId": collection_id,
                "collectionAppId": collection_app_id,
                "totals": totals,
                "byActionKind": by_action_kind,
                "sparkline": sparkline,
                "cumulative": cumulative,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_provenance_stats_response_200_by_action_kind import (
            GetProvenanceStatsResponse200ByActionKind,
        )
        from ..models.get_provenance_stats_response_200_sparkline import (
            GetProvenanceStatsResponse200Sparkline,
        )
        from ..models.get_provenance_stats_response_200_totals import (
            GetProvenanceStatsResponse200Totals,
        )

        d = dict(src_dict)
        scope = cast(Literal["collection"], d.pop("scope"))
        if scope != "collection":
            raise ValueError(f"scope must match const 'collection', got '{scope}'")

        collection_id = d.pop("collectionId")

        collection_app_id = d.pop("collectionAppId")

        totals = GetProvenanceStatsResponse200Totals.from_dict(d.pop("totals"))

        by_action_kind = GetProvenanceStatsResponse200ByActionKind.from_dict(
            d.pop("byActionKind")
        )

        sparkline = GetProvenanceStatsResponse200Sparkline.from_dict(d.pop("sparkline"))

        cumulative = cast(list[int], d.pop("cumulative"))

        get_provenance_stats_response_200 = cls(
            scope=scope,
            collection_id=collection_id,
            collection_app_id=collection_app_id,
            totals=totals,
            by_action_kind=by_action_kind,
            sparkline=sparkline,
            cumulative=cumulative,
        )

        return get_provenance_stats_response_200
