from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetProvenanceStatsResponse200ByActionKind")


@_attrs_define
class GetProvenanceStatsResponse200ByActionKind:
    """
    Attributes:
        create (int):
        read (int):
        update (int):
        delete (int):
        execute (int):
    """

    create: int
    read: int
    update: int
    delete: int
    execute: int

    def to_dict(self) -> dict[str, Any]:
        create = self.create

        read = self.read

        update = self.update

        delete = self.delete

        execute = self.execute

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "CREATE": create,
                "READ": read,
                "UPDATE": update,
                "DELETE": delete,
                "EXECUTE": execute,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        create = d.pop("CREATE")

        read = d.pop("READ")

        update = d.pop("UPDATE")

        delete = d.pop("DELETE")

        execute = d.pop("EXECUTE")

        get_provenance_stats_response_200_by_action_kind = cls(
            create=create,
            read=read,
            update=update,
            delete=delete,
            execute=execute,
        )

        return get_provenance_stats_response_200_by_action_kind
